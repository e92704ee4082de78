'use client';

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { CloseIcon } from '@/components/ui/icons';
import { LoginForm } from './login-form';

export function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('Login');
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-[60]">
      <DialogBackdrop className="fixed inset-0 bg-black/50" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
          <button
            type="button"
            onClick={onClose}
            aria-label={t('close')}
            className="absolute top-3 right-3 grid size-9 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
          >
            <CloseIcon className="size-5" />
          </button>
          <DialogTitle className="mb-6 text-center text-2xl font-semibold text-brand-900">{t('title')}</DialogTitle>
          <LoginForm />
        </DialogPanel>
      </div>
    </Dialog>
  );
}
