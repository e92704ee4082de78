'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { ChangePasswordRequestSchema, isValidationKey } from '@/lib/contract';
import { BffError, bffPost } from './bff';
import { FormStatus } from './form-status';
import { useServerErrorText } from './use-server-error';
import { fieldErrorText, useServerFieldError } from './use-server-field-error';

const MISMATCH = 'passwordMismatch';
const PasswordFormSchema = ChangePasswordRequestSchema.omit({ id: true })
  .extend({ confirm: z.string() })
  .refine((values) => values.confirm === values.password, { path: ['confirm'], message: MISMATCH });
type PasswordValues = z.infer<typeof PasswordFormSchema>;
/** The fields a refusal can be about: the current password wrong; the new one too common or the same. */
const SERVER_FIELDS = ['current', 'password'] as const;

/** Change password: the current one, the new one twice (the seed's password rules). */
export function PasswordForm() {
  const t = useTranslations('Profile');
  const tv = useTranslations('Validation');
  const errorText = useServerErrorText();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({ resolver: zodResolver(PasswordFormSchema), defaultValues: { current: '', password: '', confirm: '' } });
  const showUnderField = useServerFieldError({ setError, clearErrors, getFieldState }, SERVER_FIELDS);
  const message = (fieldError: FieldError | undefined) =>
    fieldErrorText(fieldError, (key) => (key === MISMATCH ? t('passwordMismatch') : isValidationKey(key) ? tv(key) : undefined));

  const onSubmit = handleSubmit(async ({ current, password }) => {
    setStatus(null);
    try {
      await bffPost('auth/password', { current, password });
      reset();
      setStatus({ ok: true, text: t('passwordChanged') });
    } catch (error) {
      // Rate limits, a lost session, the service down: the form's status line.
      if (!(error instanceof BffError && showUnderField(error.code, error.message, errorText(error)))) setStatus({ ok: false, text: errorText(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} onSubmitCapture={() => setStatus(null)} noValidate className="space-y-4" data-testid="password-form">
      <FormField id="password-current" type="password" label={t('currentPassword')} autoComplete="current-password" error={message(errors.current)} {...register('current')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="password-new" type="password" label={t('newPassword')} autoComplete="new-password" error={message(errors.password)} hint={t('passwordHint')} {...register('password')} />
        <FormField id="password-confirm" type="password" label={t('confirmPassword')} autoComplete="new-password" error={message(errors.confirm)} {...register('confirm')} />
      </div>
      <FormStatus status={status} />
      <SubmitButton busy={isSubmitting} className="px-6">
        {isSubmitting ? t('saving') : t('changePassword')}
      </SubmitButton>
    </form>
  );
}
