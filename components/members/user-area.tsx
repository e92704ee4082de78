'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useShell } from '@/components/layout/shell-context';
import { UserIcon } from '@/components/ui/icons';
import { AccountMenu } from './account-menu';
import { NotificationBell } from './notification-bell';
import { useMember } from './use-member';

// The dialog (and react-hook-form with it) loads only when a visitor opens it.
const LoginDialog = dynamic(() => import('./login-dialog').then((m) => m.LoginDialog), { ssr: false });

/** Right end of the top bar: the login button for visitors, the avatar menu for members. */
export function UserArea() {
  const t = useTranslations('TopBar');
  const { member, isLoading } = useMember();
  const { loginOpen, openLogin, closeLogin } = useShell();

  // Member-only pages send visitors to `/?login=1`: open the dialog there.
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('login') === '1') openLogin();
  }, [openLogin]);

  if (isLoading) return <span className="size-10 animate-pulse rounded-full bg-slate-200" aria-hidden="true" />;
  if (member) {
    return (
      <>
        <NotificationBell />
        <AccountMenu member={member} />
      </>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={openLogin}
        className="flex h-10 items-center gap-2 rounded-full border border-brand-600 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <UserIcon className="size-5" />
        <span className="hidden sm:inline">{t('login')}</span>
        <span className="sr-only sm:hidden">{t('login')}</span>
      </button>
      {loginOpen && <LoginDialog open={loginOpen} onClose={closeLogin} />}
    </>
  );
}
