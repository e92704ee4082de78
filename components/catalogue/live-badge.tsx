import { getTranslations } from 'next-intl/server';

export async function LiveBadge() {
  const t = await getTranslations('Common');
  return <span className="rounded bg-live px-2 py-0.5 text-xs font-bold tracking-wide text-white">{t('live')}</span>;
}
