import { SimplePage } from '@/components/catalogue/simple-page';
import { PageMessages } from '@/components/i18n/page-messages';
import { ProfileSettings } from '@/components/members/profile-settings';
import { getMemberProfile } from '@/lib/api/library';
import { requireMember } from '@/lib/auth/require-member';
import { activateLocale, type LocaleParams } from '@/lib/i18n/page';
import { NOINDEX, staticPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';

// Members' pages are never indexed.
export const generateMetadata = staticPageMetadata('profile', routes.profile(), NOINDEX);

export default async function Page({ params }: LocaleParams) {
  const locale = await activateLocale(params);
  // Here too, not only in the layout: a client-side navigation between member pages renders the page alone.
  await requireMember(locale);
  const profile = await getMemberProfile();
  return (
    <SimplePage titleKey="profile">
      {profile && (
        <PageMessages namespaces={['Profile']}>
          <ProfileSettings profile={profile} />
        </PageMessages>
      )}
    </SimplePage>
  );
}
