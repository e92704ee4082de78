'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ErrorCode, isValidationKey, PasswordSchema } from '@/lib/contract';
import { useShellActions } from '@/components/layout/shell-context';
import { PageHeading } from '@/components/layout/page-heading';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { ForgotPasswordForm } from './forgot-password-form';
import { postAuth } from './post-auth';
import { ServerError } from './server-error';
import { ERROR_VISIBLE_MS, useAuthError, useAuthErrorText } from './use-auth-error';
import { fieldErrorText, useServerFieldError } from './use-server-field-error';

const ResetFormSchema = z
  .object({ password: PasswordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: 'mismatch' });
type ResetForm = z.infer<typeof ResetFormSchema>;
/** The field a refusal can be about: a too common password. */
const SERVER_FIELDS = ['password'] as const;

/**
 * Sets a new password with the token of the mailed link (same rules as registration). A link that can
 * no longer be used (`usable` false: the page asked the backend as it rendered; or found so on submit)
 * says so at once, with the form that mails a new one in place of the password fields. The page's
 * heading is the form's: it says which of the three the visitor is looking at.
 */
export function ResetPasswordForm({ token, usable = true }: { token: string; usable?: boolean }) {
  const t = useTranslations('ResetPassword');
  const tv = useTranslations('Validation');
  const ta = useTranslations('AuthErrors');
  const { openLogin } = useShellActions();
  const [done, setDone] = useState(false);
  const [dead, setDead] = useState(!token || !usable);
  const { error, show, clear } = useAuthError();
  const errorText = useAuthErrorText();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({ resolver: zodResolver(ResetFormSchema), defaultValues: { password: '', confirm: '' } });
  // As the form's alert, the server's message goes after 5 seconds.
  const showUnderField = useServerFieldError({ setError, clearErrors, getFieldState }, SERVER_FIELDS, ERROR_VISIBLE_MS);
  const message = (fieldError: FieldError | undefined) =>
    fieldErrorText(fieldError, (key) => (key === 'mismatch' ? t('mismatch') : isValidationKey(key) ? tv(key) : undefined));

  if (dead)
    return (
      <>
        <PageHeading>{t('deadTitle')}</PageHeading>
        <div className="space-y-4 rounded-2xl bg-white p-6 shadow-sm" data-testid="reset-dead">
          <ServerError message={token ? ta('reset_invalid') : t('missing')} testId="reset-invalid" />
          <ForgotPasswordForm id="reset-forgot-email" />
        </div>
      </>
    );
  if (done)
    return (
      <>
        <PageHeading>{t('doneTitle')}</PageHeading>
        <div className="space-y-4">
          <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-800" data-testid="reset-done">
            {t('done')}
          </p>
          <button type="button" onClick={openLogin} className="h-11 w-full rounded-full bg-brand-700 font-semibold text-white hover:bg-brand-800">
            {t('login')}
          </button>
        </div>
      </>
    );

  const onSubmit = handleSubmit(async ({ password }) => {
    clear();
    const result = await postAuth('auth/password/reset', { token, password });
    if (result.ok) setDone(true);
    else if (result.code === ErrorCode.resetInvalid) setDead(true);
    else if (!showUnderField(result.code, result.message, errorText(result.code, result.message))) show(result.code, result.message);
  });

  return (
    <>
      <PageHeading>{t('title')}</PageHeading>
      <form onSubmit={onSubmit} onSubmitCapture={clear} noValidate className="space-y-4 rounded-2xl bg-white p-6 shadow-sm">
        <FormField id="reset-password" type="password" label={t('password')} autoComplete="new-password" error={message(errors.password)} hint={t('passwordHint')} {...register('password')} />
        <FormField id="reset-confirm" type="password" label={t('confirm')} autoComplete="new-password" error={message(errors.confirm)} {...register('confirm')} />
        <ServerError message={error} />
        <SubmitButton busy={isSubmitting}>
          {isSubmitting ? t('saving') : t('submit')}
        </SubmitButton>
      </form>
    </>
  );
}
