import { getTranslations } from 'next-intl/server';
import { SimplePage } from '@/components/catalogue/simple-page';
import { ComingSoon } from '@/components/catalogue/coming-soon';
import { activateLocale, pageTitle, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = pageTitle('radio');

export default async function Page({ params }: LocaleParams) {
  await activateLocale(params);
  const t = await getTranslations('Pages');
  return (
    <SimplePage titleKey="radio">
      <h2 className="mb-3 text-lg font-semibold">{t('radioMap')}</h2>
      <ComingSoon />
    </SimplePage>
  );
}
