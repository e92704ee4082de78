'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorCode, isValidationKey, NAME_MAX, RegisterStep1RequestSchema } from '@/lib/contract';
import { FormField } from '@/components/ui/form-field';
import { postAuth } from './post-auth';
import { ServerError } from './server-error';
import { useAuthError } from './use-auth-error';

const DetailsSchema = RegisterStep1RequestSchema.omit({ language: true });
type DetailsInput = z.input<typeof DetailsSchema>;
export type RegisterDetails = z.output<typeof DetailsSchema>;
/** Why step 1 shows again with the details typed before. */
export type StartAgainReason = typeof ErrorCode.registrationInvalid | typeof ErrorCode.otpLocked;

/**
 * Step 1: firstname, lastname, email, password; step 2 follows on status 200. Sent back here by step 2
 * (the registration was started again elsewhere), it shows what was typed and why.
 */
export function RegisterDetailsStep({
  onDone,
  again,
  reason,
  onUnchanged,
}: {
  onDone: (details: RegisterDetails, attempt: string) => void;
  /**
   * Back here by choice, with the code already sent: sent again unchanged, the details go on to that
   * code instead of asking for another (which the address's one-a-minute limit would refuse).
   */
  onUnchanged?: () => void;
  /** The details typed before, when a later step's attempt could not go on. */
  again?: RegisterDetails;
  /** Why: the attempt is gone (registration_invalid) or its OTP tries are used up (otp_locked); none when the visitor went back. */
  reason?: StartAgainReason;
}) {
  const t = useTranslations('Register');
  const tv = useTranslations('Validation');
  const locale = useLocale();
  const { error, show, clear } = useAuthError();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<DetailsInput, unknown, RegisterDetails>({
    resolver: zodResolver(DetailsSchema),
    defaultValues: again ?? { firstname: '', lastname: '', email: '', password: '' },
  });
  const sentBack = again !== undefined;
  useEffect(() => {
    if (!sentBack) return;
    // The step before had the focus (its button is gone): the keyboard comes back to the e-mail, the
    // field a visitor goes back for, or to the form's start when it was sent back, the reason said.
    if (reason) show(reason);
    setFocus(reason ? 'firstname' : 'email');
  }, [sentBack, reason, show, setFocus]);
  const message = (key: string | undefined) => (key && isValidationKey(key) ? tv(key) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    clear();
    const same = again && (Object.keys(values) as (keyof RegisterDetails)[]).every((key) => values[key] === again[key]);
    if (same && onUnchanged) return onUnchanged();
    const result = await postAuth<{ message: string; attempt: string }>('auth/register/step/1', { ...values, language: locale });
    if (result.ok) onDone(values, result.data.attempt);
    else show(result.code, result.message);
  });

  return (
    <form onSubmit={onSubmit} onSubmitCapture={clear} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="register-firstname" label={t('firstname')} autoComplete="given-name" maxLength={NAME_MAX} error={message(errors.firstname?.message)} {...register('firstname')} />
        <FormField id="register-lastname" label={t('lastname')} autoComplete="family-name" maxLength={NAME_MAX} error={message(errors.lastname?.message)} {...register('lastname')} />
      </div>
      <FormField id="register-email" type="email" label={t('email')} autoComplete="email" error={message(errors.email?.message)} {...register('email')} />
      <div>
        <FormField
          id="register-password"
          type="password"
          label={t('password')}
          autoComplete="new-password"
          error={message(errors.password?.message)}
          hint={t('passwordHint')}
          {...register('password')}
        />
      </div>
      <ServerError message={error} />
      <button type="submit" disabled={isSubmitting} className="h-11 w-full rounded-full bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {isSubmitting ? t('sending') : t('next')}
      </button>
    </form>
  );
}
