import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import { getCategoryPage } from '@/lib/api/portal';
import type { Category, Language } from '@/lib/contract';
import { InfiniteVideoList } from './infinite-video-list';

const PAGE_SIZE = 24;

/** A category's videos: page 1 rendered on the server, the rest loaded on scroll. */
export async function CategoryVideos({ category, language }: { category: Category; language: Language }) {
  const t = await getTranslations('VideoList');
  const first = await getCategoryPage(language, category.id, 1, PAGE_SIZE);
  return (
    <article>
      <PageHeading>{category.name}</PageHeading>
      <p className="-mt-4 mb-6 text-sm text-slate-600">{t('count', { count: first.totals })}</p>
      <InfiniteVideoList category={category.id} language={language} limit={PAGE_SIZE} initial={first} />
    </article>
  );
}
