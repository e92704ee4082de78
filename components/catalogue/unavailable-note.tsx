import { getTranslations } from 'next-intl/server';

export async function UnavailableNote() {
  const t = await getTranslations('Common');
  return <p role="status" className="rounded-lg bg-amber-50 p-4 text-amber-900">{t('unavailable')}</p>;
}
