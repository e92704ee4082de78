import { SimplePage } from '@/components/catalogue/simple-page';
import { requireMember } from '@/lib/auth/require-member';
import { activateLocale, pageTitle, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = pageTitle('profile');

export default async function Page({ params }: LocaleParams) {
  const locale = await activateLocale(params);
  await requireMember(locale);
  return <SimplePage titleKey="profile" />;
}
