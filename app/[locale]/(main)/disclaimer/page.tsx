import { SimplePage } from '@/components/catalogue/simple-page';
import { activateLocale, pageTitle, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = pageTitle('disclaimer');

export default async function Page({ params }: LocaleParams) {
  await activateLocale(params);
  return <SimplePage titleKey="disclaimer" />;
}
