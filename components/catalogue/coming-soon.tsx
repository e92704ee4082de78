import { getTranslations } from 'next-intl/server';

export async function ComingSoon() {
  const t = await getTranslations('Common');
  return <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-700">{t('comingSoon')}</p>;
}
