import { PolicyView } from '@/components/policy/policy-view';
import { activateLocale, pageTitle, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = pageTitle('cookiespolicy');

export default async function Page({ params }: LocaleParams) {
  const locale = await activateLocale(params);
  return <PolicyView page="cookiespolicy" locale={locale} />;
}
