import { SimplePage } from '@/components/catalogue/simple-page';
import { activateLocale, pageTitle, type LocaleParams } from '@/lib/i18n/page';

// Members' pages are never indexed.
export const generateMetadata = pageTitle('history', { index: false });

export default async function Page({ params }: LocaleParams) {
  await activateLocale(params);
  return <SimplePage titleKey="history" />;
}
