import { getTranslations } from 'next-intl/server';
import { StatusView } from '@/components/layout/status-view';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';

export default async function NotFound() {
  const t = await getTranslations('NotFound');
  const tc = await getTranslations('Common');
  return (
    <StatusView code="404" title={t('title')} description={t('description')}>
      <Link href={routes.home()} className="rounded-full bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800">
        {tc('backHome')}
      </Link>
    </StatusView>
  );
}
