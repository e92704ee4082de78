import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/layout/page-heading';
import { ComingSoon } from './coming-soon';

type PageKey = Parameters<Awaited<ReturnType<typeof getTranslations<'Pages'>>>>[0];

/** A page that so far shows its localized heading (later issues fill the body). */
export async function SimplePage({ titleKey, children }: { titleKey: PageKey; children?: ReactNode }) {
  const t = await getTranslations('Pages');
  return (
    <article>
      <PageHeading>{t(titleKey)}</PageHeading>
      {children ?? <ComingSoon />}
    </article>
  );
}
