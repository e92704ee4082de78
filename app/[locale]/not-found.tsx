'use client';

import { useTranslations } from 'next-intl';
import { StatusView } from '@/components/layout/status-view';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';

// A client component: not-found gets no params, and on a cached page (an unknown /vod/{id}) a
// server-side locale lookup would read the request; the messages come from the locale layout.
export default function NotFound() {
  const t = useTranslations('NotFound');
  const tc = useTranslations('Common');
  return (
    <StatusView code="404" title={t('title')} description={t('description')}>
      <Link href={routes.home()} className="rounded-full bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800">
        {tc('backHome')}
      </Link>
    </StatusView>
  );
}
