import { PolicyView } from '@/components/policy/policy-view';
import { activateLocale, type LocaleParams } from '@/lib/i18n/page';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';

export const generateMetadata = staticPageMetadata('securitypolicy', routes.policy('securitypolicy'));

export default async function Page({ params }: LocaleParams) {
  const locale = await activateLocale(params);
  return <PolicyView page="securitypolicy" locale={locale} />;
}
