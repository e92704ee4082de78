'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { useShell } from '@/components/layout/shell-context';
import { useReturnFocus } from '@/components/ui/use-return-focus';

// The dialogs (and react-hook-form with them) load only when a visitor opens one.
const LoginDialog = dynamic(() => import('./login-dialog').then((m) => m.LoginDialog), { ssr: false });
const ForgotPasswordDialog = dynamic(() => import('./forgot-password-dialog').then((m) => m.ForgotPasswordDialog), { ssr: false });

/** Seed section 9: the forgot-password and login dialogs open 1 s after the other one closed. */
export const DIALOG_REOPEN_DELAY_MS = 1000;

/** The login dialog and the forgot-password dialog, which hand over to each other after 1 s. */
export function AuthDialogs() {
  const { loginOpen, openLogin, closeLogin } = useShell();
  const [forgotOpen, setForgotOpen] = useState(false);
  // What the visitor typed as username goes from the login dialog to the forgot-password one and back (the
  // forgot-password dialog starts with it when it is an e-mail address); closed otherwise, it is forgotten.
  const [username, setUsername] = useState('');
  useReturnFocus(loginOpen || forgotOpen);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const later = (action: () => void) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(action, DIALOG_REOPEN_DELAY_MS);
  };

  return (
    <>
      {loginOpen && (
        <LoginDialog
          open={loginOpen}
          onClose={() => {
            setUsername('');
            closeLogin();
          }}
          username={username}
          onForgot={(typed) => {
            setUsername(typed);
            closeLogin();
            later(() => setForgotOpen(true));
          }}
        />
      )}
      {forgotOpen && (
        <ForgotPasswordDialog
          open={forgotOpen}
          email={username.includes('@') ? username.trim() : ''}
          onClose={() => {
            setUsername('');
            setForgotOpen(false);
          }}
          onBackToLogin={() => {
            setForgotOpen(false);
            later(openLogin);
          }}
        />
      )}
    </>
  );
}
