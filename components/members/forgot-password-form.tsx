'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { EmailSchema, isValidationKey } from '@/lib/contract';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { postAuth } from './post-auth';
import { ServerError } from './server-error';
import { useAuthError } from './use-auth-error';

const ForgotSchema = z.object({ email: EmailSchema });
type ForgotInput = z.input<typeof ForgotSchema>;

/**
 * Asks for an e-mail and mails a reset link; always confirms the same way (no account enumeration).
 * In the forgot-password dialog, and on the reset page of a link that can no longer be used.
 */
export function ForgotPasswordForm({ email = '', id = 'forgot-email' }: { email?: string; id?: string }) {
  const t = useTranslations('ForgotPassword');
  const tv = useTranslations('Validation');
  const locale = useLocale();
  const [sent, setSent] = useState(false);
  // The form, and the button that had the focus, give way to the answer: the keyboard goes to it (and a
  // screen reader reads it), not to the page's body behind the dialog.
  const sentNote = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent) sentNote.current?.focus();
  }, [sent]);
  const { error, show, clear } = useAuthError();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotInput, unknown, z.output<typeof ForgotSchema>>({ resolver: zodResolver(ForgotSchema), defaultValues: { email } });
  const emailError = errors.email?.message;

  const onSubmit = handleSubmit(async ({ email }) => {
    clear();
    const result = await postAuth('auth/password/forget', { email, language: locale });
    if (result.ok) setSent(true);
    else show(result.code, result.message);
  });

  if (sent)
    return (
      <p ref={sentNote} tabIndex={-1} role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-800 outline-none" data-testid="forgot-sent">
        {t('sent')}
      </p>
    );
  return (
    <form onSubmit={onSubmit} onSubmitCapture={clear} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">{t('intro')}</p>
      <FormField id={id} type="email" label={t('email')} autoComplete="email" error={emailError && isValidationKey(emailError) ? tv(emailError) : undefined} {...register('email')} />
      <ServerError message={error} />
      <SubmitButton busy={isSubmitting}>
        {isSubmitting ? t('sending') : t('submit')}
      </SubmitButton>
    </form>
  );
}
