'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';
import { useShellActions } from '@/components/layout/shell-context';
import { UserIcon } from '@/components/ui/icons';
import { asksForLogin } from '@/lib/login-address';
import { AuthDialogs } from './auth-dialogs';
import { AuthErrorNotice } from './auth-error-notice';
import { SESSION_CHECK } from './session-events';
import { useMember } from './use-member';

const pending = () => <span className="size-10 animate-pulse rounded-full bg-slate-200" aria-hidden="true" />;
// Visitors never download the member's menus, the notification panel or next-auth's client.
const MemberArea = dynamic(() => import('./member-area'), { ssr: false, loading: pending });

/** Right end of the top bar: the login button for visitors, the avatar menu for members. */
export function UserArea() {
  const t = useTranslations('TopBar');
  const { member, isLoading } = useMember();
  const { openLogin } = useShellActions();

  // First in both branches: kept (not mounted again) when the bar turns from member to visitor.
  const watch = (
    // useSearchParams makes its part render in the browser only: this part alone (its own boundary).
    <Suspense fallback={null}>
      <LoginQueryWatch />
    </Suspense>
  );
  if (member)
    return (
      <>
        {watch}
        <MemberArea member={member} />
      </>
    );
  // While the session is read, the login button holds its place unseen (no layout shift for visitors).
  return (
    <>
      {watch}
      <button
        type="button"
        onClick={openLogin}
        disabled={isLoading}
        aria-hidden={isLoading || undefined}
        className={`flex h-10 items-center gap-2 rounded-full border border-brand-600 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 ${isLoading ? 'invisible' : ''}`}
      >
        <UserIcon className="size-5" />
        <span className="hidden sm:inline">{t('login')}</span>
        <span className="sr-only sm:hidden">{t('login')}</span>
      </button>
      <AuthErrorNotice />
      <AuthDialogs />
    </>
  );
}

/**
 * Member-only pages send visitors to `/?login=1`: the dialog opens there, on arrival and after any
 * client-side navigation that lands there (the same path too: from the home page itself). A member page
 * whose session ended elsewhere redirects there as well, with the bar still showing the member (the
 * browser's cookie is still there): the session watch asks the backend now and signs the tab out, the
 * dialog opening after its reload (or at once, for a tab whose player plays on without one).
 */
function LoginQueryWatch() {
  const search = useSearchParams().toString();
  const { openLogin } = useShellActions();
  useEffect(() => {
    if (!asksForLogin(search)) return;
    window.dispatchEvent(new Event(SESSION_CHECK));
    openLogin();
  }, [openLogin, search]);
  return null;
}
