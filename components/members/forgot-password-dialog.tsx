'use client';

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { EmailSchema, isValidationKey } from '@/lib/contract';
import { CloseIcon } from '@/components/ui/icons';
import { FormField } from '@/components/ui/form-field';
import { postAuth } from './post-auth';
import { ServerError } from './server-error';
import { useAuthError } from './use-auth-error';

const ForgotSchema = z.object({ email: EmailSchema });
type ForgotInput = z.input<typeof ForgotSchema>;

/** Asks for an e-mail; always confirms the same way (no account enumeration). */
export function ForgotPasswordDialog({ open, onClose, onBackToLogin }: { open: boolean; onClose: () => void; onBackToLogin: () => void }) {
  const t = useTranslations('ForgotPassword');
  const tv = useTranslations('Validation');
  const locale = useLocale();
  const [sent, setSent] = useState(false);
  const { error, show, clear } = useAuthError();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotInput, unknown, z.output<typeof ForgotSchema>>({ resolver: zodResolver(ForgotSchema), defaultValues: { email: '' } });
  const emailError = errors.email?.message;

  const onSubmit = handleSubmit(async ({ email }) => {
    clear();
    const result = await postAuth('auth/password/forget', { email, language: locale });
    if (result.ok) setSent(true);
    else show(result.code, result.message);
  });

  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-[60]">
      <DialogBackdrop className="fixed inset-0 bg-black/50" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
          <button type="button" onClick={onClose} aria-label={t('close')} className="absolute top-3 right-3 grid size-9 place-items-center rounded-full text-slate-600 hover:bg-slate-100">
            <CloseIcon className="size-5" />
          </button>
          <DialogTitle className="mb-4 text-center text-2xl font-semibold text-brand-900">{t('title')}</DialogTitle>
          {sent ? (
            <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-800" data-testid="forgot-sent">
              {t('sent')}
            </p>
          ) : (
            <form onSubmit={onSubmit} noValidate className="space-y-4">
              <p className="text-sm text-slate-700">{t('intro')}</p>
              <FormField
                id="forgot-email"
                type="email"
                label={t('email')}
                autoComplete="email"
                error={emailError && isValidationKey(emailError) ? tv(emailError) : undefined}
                {...register('email')}
              />
              <ServerError message={error} />
              <button type="submit" disabled={isSubmitting} className="h-11 w-full rounded-full bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
                {isSubmitting ? t('sending') : t('submit')}
              </button>
            </form>
          )}
          <button type="button" onClick={onBackToLogin} className="mt-4 w-full text-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
            {t('backToLogin')}
          </button>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
