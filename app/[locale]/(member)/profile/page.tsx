import { SimplePage } from '@/components/catalogue/simple-page';
import { ProfileSettings } from '@/components/members/profile-settings';
import { getMemberProfile } from '@/lib/api/library';
import { requireMember } from '@/lib/auth/require-member';
import { activateLocale, pageTitle, type LocaleParams } from '@/lib/i18n/page';

// Members' pages are never indexed.
export const generateMetadata = pageTitle('profile', { index: false });

export default async function Page({ params }: LocaleParams) {
  const locale = await activateLocale(params);
  const profile = await getMemberProfile();
  // The session cookie no longer decodes (e.g. a rotated secret): treat as signed out.
  if (!profile) await requireMember(locale);
  return <SimplePage titleKey="profile">{profile && <ProfileSettings profile={profile} />}</SimplePage>;
}
