'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { ChangePasswordRequestSchema, isValidationKey } from '@/lib/contract';
import { useHydrated } from '@/lib/client-value';
import { bffPost } from './bff';
import { FormStatus } from './form-status';
import { useServerErrorText } from './use-server-error';

const MISMATCH = 'passwordMismatch';
const PasswordFormSchema = ChangePasswordRequestSchema.omit({ id: true })
  .extend({ confirm: z.string() })
  .refine((values) => values.confirm === values.password, { path: ['confirm'], message: MISMATCH });
type PasswordValues = z.infer<typeof PasswordFormSchema>;

/** Change password: the current one, the new one twice (the seed's password rules). */
export function PasswordForm() {
  const t = useTranslations('Profile');
  // No native submit before the page runs: see ContactForm.
  const hydrated = useHydrated();
  const tv = useTranslations('Validation');
  const errorText = useServerErrorText();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({ resolver: zodResolver(PasswordFormSchema), defaultValues: { current: '', password: '', confirm: '' } });
  const message = (key: string | undefined) => (key === MISMATCH ? t('passwordMismatch') : key && isValidationKey(key) ? tv(key) : undefined);

  const onSubmit = handleSubmit(async ({ current, password }) => {
    setStatus(null);
    try {
      await bffPost('auth/password', { current, password });
      reset();
      setStatus({ ok: true, text: t('passwordChanged') });
    } catch (error) {
      setStatus({ ok: false, text: errorText(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} onSubmitCapture={() => setStatus(null)} noValidate className="space-y-4" data-testid="password-form">
      <FormField id="password-current" type="password" label={t('currentPassword')} autoComplete="current-password" error={message(errors.current?.message)} {...register('current')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="password-new" type="password" label={t('newPassword')} autoComplete="new-password" error={message(errors.password?.message)} hint={t('passwordHint')} {...register('password')} />
        <FormField id="password-confirm" type="password" label={t('confirmPassword')} autoComplete="new-password" error={message(errors.confirm?.message)} {...register('confirm')} />
      </div>
      <FormStatus status={status} />
      <button type="submit" disabled={!hydrated || isSubmitting} className="h-11 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {isSubmitting ? t('saving') : t('changePassword')}
      </button>
    </form>
  );
}
