'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AuthModal } from './auth-modal';
import { LoginForm } from './login-form';
import { RegisterWizard } from './register-wizard';

interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  /** See LoginForm. */
  username?: string;
  onForgot: (username: string) => void;
}

/** The login / registration dialog over any page: two modes. */
export function LoginDialog({ open, onClose, username, onForgot }: LoginDialogProps) {
  const t = useTranslations('Login');
  const [mode, setMode] = useState<'login' | 'register'>('login');
  /** The address of an account just registered whose automatic sign-in did not go through. */
  const [created, setCreated] = useState<string | undefined>();
  return (
    <AuthModal open={open} onClose={onClose} title={mode === 'login' ? t('title') : t('registerTitle')} closeLabel={t('close')} mode={mode}>
      {mode === 'login' ? (
        <LoginForm key={created} username={created ?? username} created={created !== undefined} onForgot={onForgot} onRegister={() => setMode('register')} />
      ) : (
        <RegisterWizard
          onLogin={(email) => {
            setCreated(email);
            setMode('login');
          }}
        />
      )}
    </AuthModal>
  );
}
