'use client';

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { LoginForm } from './login-form';
import { RegisterWizard } from './register-wizard';

interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  onForgot: () => void;
}

/** The login / registration dialog over any page: two modes. */
export function LoginDialog({ open, onClose, onForgot }: LoginDialogProps) {
  const t = useTranslations('Login');
  const [mode, setMode] = useState<'login' | 'register'>('login');
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-[60]">
      <DialogBackdrop className="fixed inset-0 bg-black/50" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-4">
          <DialogPanel className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8" data-mode={mode}>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('close')}
              className="absolute top-3 right-3 grid size-9 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
            >
              <CloseIcon className="size-5" />
            </button>
            <DialogTitle className="mb-6 text-center text-2xl font-semibold text-brand-900">
              {mode === 'login' ? t('title') : t('registerTitle')}
            </DialogTitle>
            {mode === 'login' ? (
              <LoginForm onForgot={onForgot} onRegister={() => setMode('register')} />
            ) : (
              <RegisterWizard onLogin={() => setMode('login')} />
            )}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
