'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ErrorCode, isValidationKey, OTP_RESEND_COOLDOWN_SECONDS, OTP_VERIFIED, OtpSchema } from '@/lib/contract';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { postAuth } from './post-auth';
import type { StartAgainReason } from './register-details-step';
import { ServerError } from './server-error';
import { ERROR_VISIBLE_MS, useAuthError, useAuthErrorText } from './use-auth-error';
import { useCountdown } from './use-countdown';
import { fieldErrorText, useServerFieldError } from './use-server-field-error';

const OtpFormSchema = z.object({ otp: OtpSchema });
type OtpForm = z.infer<typeof OtpFormSchema>;
/** A wrong code is said under the code's field. */
const SERVER_FIELDS = ['otp'] as const;

/**
 * Step 2: the six-digit code from the e-mail; a resend link with a 60-second countdown. When the
 * registration was started again elsewhere (this browser's handle no longer counts), back to step 1.
 */
export function RegisterOtpStep({
  email,
  attempt,
  sentAt,
  amended = false,
  onVerified,
  onStartAgain,
  onBack,
  onResent,
}: {
  email: string;
  attempt: string;
  /** When the code was mailed: back here from step 1 without a new one, the resend countdown goes on from it. */
  sentAt: number;
  /**
   * Step 1 was sent again with another name or password while this code was valid: the attempt was
   * amended and no new code mailed, so the line above the field says to use the one already sent.
   */
  amended?: boolean;
  onVerified: (registration: string) => void;
  onStartAgain: (reason?: StartAgainReason) => void;
  /** Back to step 1 by choice (to correct the e-mail the code went to). */
  onBack: () => void;
  /** A new code was mailed. */
  onResent: () => void;
}) {
  const t = useTranslations('Register');
  const tv = useTranslations('Validation');
  const { error, show, clear } = useAuthError();
  const errorText = useAuthErrorText();
  const { left, restart } = useCountdown(OTP_RESEND_COOLDOWN_SECONDS, sentAt);
  const [resent, setResent] = useState(false);
  /** A resend under way: its button is not pressed twice, and Back waits for it as for a code being checked. */
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    setError,
    clearErrors,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<OtpForm>({ resolver: zodResolver(OtpFormSchema), defaultValues: { otp: '' } });
  const showUnderField = useServerFieldError({ setError, clearErrors, getFieldState }, SERVER_FIELDS, ERROR_VISIBLE_MS);
  const message = (fieldError: FieldError | undefined) => fieldErrorText(fieldError, (key) => (isValidationKey(key) ? tv(key) : undefined));
  // Step 1's button had the focus and is gone: the code's field takes it, read with the line that says
  // where the code went.
  useEffect(() => setFocus('otp'), [setFocus]);

  const onSubmit = handleSubmit(async ({ otp }) => {
    // Not while a new code is asked for: this one may be the old one.
    if (resending) return;
    clear();
    const result = await postAuth<{ message: string; registration: string }>('auth/register/step/2', { email, otp, attempt });
    if (result.ok && result.data.message === OTP_VERIFIED) onVerified(result.data.registration);
    else if (!result.ok && result.code === ErrorCode.registrationInvalid) onStartAgain();
    // Five wrong codes lock this attempt: step 1 again (what was typed kept) mails a new code.
    else if (!result.ok && result.code === ErrorCode.otpLocked) onStartAgain(ErrorCode.otpLocked);
    else if (!result.ok && !showUnderField(result.code, result.message, errorText(result.code, result.message))) show(result.code, result.message);
  });

  const resend = async () => {
    // Not while a code is checked: a new one would make it the old one (and the check's answer moves the step on).
    if (resending || isSubmitting) return;
    clear();
    setResent(false);
    setResending(true);
    const result = await postAuth('auth/register/resend', { email, attempt });
    setResending(false);
    if (result.ok) {
      onResent();
      restart();
      setResent(true);
    } else if (result.code === ErrorCode.registrationInvalid) onStartAgain();
    else show(result.code, result.message);
  };

  return (
    <form onSubmit={onSubmit} onSubmitCapture={clear} noValidate className="space-y-4">
      {/* Read with the code's field, which takes the focus as the step shows (its description). Amended,
          it says so, set apart: the visitor may be waiting for a new mail that will not come. */}
      {amended ? (
        <p id="register-otp-intro" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          {t('otpAmended', { email })}
        </p>
      ) : (
        <p id="register-otp-intro" className="text-sm text-slate-700">
          {t('otpIntro', { email })}
        </p>
      )}
      <FormField
        id="register-otp"
        label={t('otp')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        describedBy="register-otp-intro"
        className="text-center text-xl tracking-[0.5em]"
        error={message(errors.otp)}
        {...register('otp', { setValueAs: (value: string) => value.replace(/\D/g, '') })}
      />
      <div className="text-sm" aria-live="polite">
        {left > 0 ? (
          <span className="text-slate-600" data-testid="resend-countdown">
            {t('resendIn', { seconds: left })}
          </span>
        ) : (
          <button type="button" onClick={resend} aria-disabled={resending || isSubmitting || undefined} className="font-semibold aria-disabled:opacity-60 text-brand-700 underline-offset-2 hover:underline">
            {t('resend')}
          </button>
        )}
        {resent && <span className="ml-2 text-green-700">{t('resent')}</span>}
      </div>
      <ServerError message={error} />
      <SubmitButton busy={isSubmitting}>
        {isSubmitting ? t('sending') : t('verify')}
      </SubmitButton>
      {/* Not while the code is checked or a new one asked for: their answer would act on a step left. */}
      <button type="button" onClick={onBack} disabled={isSubmitting || resending} className="w-full disabled:opacity-60 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
        {t('back')}
      </button>
    </form>
  );
}
