import { getTranslations } from 'next-intl/server';
import type { MemberProfile } from '@/lib/contract';
import { AvatarUpload } from './avatar-upload';
import { LanguageSetting } from './language-setting';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { ProfileSection } from './profile-section';

/** /profile: picture, profile, language and password, each saved on its own. */
export async function ProfileSettings({ profile }: { profile: MemberProfile }) {
  const t = await getTranslations('Profile');
  return (
    <div className="max-w-3xl space-y-6">
      <ProfileSection id="avatar" title={t('avatar')}>
        <AvatarUpload profile={profile} />
      </ProfileSection>
      <ProfileSection id="profile" title={t('details')}>
        <ProfileForm profile={profile} />
      </ProfileSection>
      <ProfileSection id="language" title={t('languageTitle')}>
        <LanguageSetting saved={profile.language} />
      </ProfileSection>
      <ProfileSection id="password" title={t('changePassword')}>
        <PasswordForm />
      </ProfileSection>
    </div>
  );
}
