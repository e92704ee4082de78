'use client';

import { useTranslations } from 'next-intl';
import { AuthModal } from './auth-modal';
import { ForgotPasswordForm } from './forgot-password-form';

/** The forgot-password form in its dialog, with the way back to the login dialog. */
export function ForgotPasswordDialog({ open, email = '', onClose, onBackToLogin }: { open: boolean; email?: string; onClose: () => void; onBackToLogin: () => void }) {
  const t = useTranslations('ForgotPassword');
  return (
    <AuthModal open={open} onClose={onClose} title={t('title')} closeLabel={t('close')}>
      <ForgotPasswordForm email={email} />
      <button type="button" onClick={onBackToLogin} className="mt-4 w-full text-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
        {t('backToLogin')}
      </button>
    </AuthModal>
  );
}
