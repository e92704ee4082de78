'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorCode, isValidationKey, NAME_MAX, RegisterStep1RequestSchema, type RegisterStep1Response } from '@/lib/contract';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { postAuth } from './post-auth';
import { ServerError } from './server-error';
import { ERROR_VISIBLE_MS, useAuthError, useAuthErrorText } from './use-auth-error';
import { fieldErrorText, useServerFieldError } from './use-server-field-error';

const DetailsSchema = RegisterStep1RequestSchema.omit({ language: true, attempt: true });
type DetailsInput = z.input<typeof DetailsSchema>;
export type RegisterDetails = z.output<typeof DetailsSchema>;
/** The fields a refusal of step 1 can be about (an e-mail already in use, a too common password). */
const SERVER_FIELDS = ['email', 'password'] as const;
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
  attempt,
}: {
  /** Step 1 answered: its attempt handle, and whether it amended the attempt of `attempt` (no new code). */
  onDone: (details: RegisterDetails, answer: RegisterStep1Response) => void;
  /**
   * Back here by choice, with the code already sent: sent again unchanged, the details go on to that
   * code instead of asking for another (which the address's one-a-minute limit would refuse).
   */
  onUnchanged?: () => void;
  /**
   * Back here by choice, the handle of the attempt whose code is still valid: sent with the same e-mail
   * but another name or password, step 1 amends that attempt instead of mailing another code.
   */
  attempt?: string;
  /** The details typed before, when a later step's attempt could not go on. */
  again?: RegisterDetails;
  /** Why: the attempt is gone (registration_invalid) or its OTP tries are used up (otp_locked); none when the visitor went back. */
  reason?: StartAgainReason;
}) {
  const t = useTranslations('Register');
  const tv = useTranslations('Validation');
  const locale = useLocale();
  const { error, show, clear } = useAuthError();
  const errorText = useAuthErrorText();
  const {
    register,
    handleSubmit,
    setFocus,
    setError,
    clearErrors,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<DetailsInput, unknown, RegisterDetails>({
    resolver: zodResolver(DetailsSchema),
    defaultValues: again ?? { firstname: '', lastname: '', email: '', password: '' },
  });
  // The server's message goes after 5 seconds under its field as it does in the alert (seed section 8).
  const showUnderField = useServerFieldError({ setError, clearErrors, getFieldState }, SERVER_FIELDS, ERROR_VISIBLE_MS);
  const sentBack = again !== undefined;
  useEffect(() => {
    if (!sentBack) return;
    // The step before had the focus (its button is gone): the keyboard comes back to the e-mail, the
    // field a visitor goes back for, or to the form's start when it was sent back, the reason said.
    if (reason) show(reason);
    setFocus(reason ? 'firstname' : 'email');
  }, [sentBack, reason, show, setFocus]);
  const message = (fieldError: FieldError | undefined) => fieldErrorText(fieldError, (key) => (isValidationKey(key) ? tv(key) : undefined));

  const onSubmit = handleSubmit(async (values) => {
    clear();
    const same = again && (Object.keys(values) as (keyof RegisterDetails)[]).every((key) => values[key] === again[key]);
    if (same && onUnchanged) return onUnchanged();
    // The handle only with the address its code went to: another address is another attempt.
    const amend = attempt && again && values.email === again.email ? { attempt } : {};
    const result = await postAuth<RegisterStep1Response>('auth/register/step/1', { ...values, language: locale, ...amend });
    if (result.ok) onDone(values, result.data);
    else if (!showUnderField(result.code, result.message, errorText(result.code, result.message))) show(result.code, result.message);
  });

  return (
    <form onSubmit={onSubmit} onSubmitCapture={clear} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="register-firstname" label={t('firstname')} autoComplete="given-name" maxLength={NAME_MAX} error={message(errors.firstname)} {...register('firstname')} />
        <FormField id="register-lastname" label={t('lastname')} autoComplete="family-name" maxLength={NAME_MAX} error={message(errors.lastname)} {...register('lastname')} />
      </div>
      <FormField id="register-email" type="email" label={t('email')} autoComplete="email" error={message(errors.email)} {...register('email')} />
      <div>
        <FormField
          id="register-password"
          type="password"
          label={t('password')}
          autoComplete="new-password"
          error={message(errors.password)}
          hint={t('passwordHint')}
          {...register('password')}
        />
      </div>
      <ServerError message={error} />
      <SubmitButton busy={isSubmitting}>
        {isSubmitting ? t('sending') : t('next')}
      </SubmitButton>
    </form>
  );
}
