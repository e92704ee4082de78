'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ErrorCode, isValidationKey, OTP_RESEND_COOLDOWN_SECONDS, OTP_VERIFIED, OtpSchema } from '@/lib/contract';
import { FormField } from '@/components/ui/form-field';
import { postAuth } from './post-auth';
import type { StartAgainReason } from './register-details-step';
import { ServerError } from './server-error';
import { useAuthError } from './use-auth-error';
import { useCountdown } from './use-countdown';

const OtpFormSchema = z.object({ otp: OtpSchema });
type OtpForm = z.infer<typeof OtpFormSchema>;

/**
 * Step 2: the six-digit code from the e-mail; a resend link with a 60-second countdown. When the
 * registration was started again elsewhere (this browser's handle no longer counts), back to step 1.
 */
export function RegisterOtpStep({
  email,
  attempt,
  onVerified,
  onStartAgain,
  onBack,
  onResent,
}: {
  email: string;
  attempt: string;
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
  const { left, restart } = useCountdown(OTP_RESEND_COOLDOWN_SECONDS);
  const [resent, setResent] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<OtpForm>({ resolver: zodResolver(OtpFormSchema), defaultValues: { otp: '' } });
  const otpError = errors.otp?.message;
  // Step 1's button had the focus and is gone: the code's field takes it, read with the line that says
  // where the code went.
  useEffect(() => setFocus('otp'), [setFocus]);

  const onSubmit = handleSubmit(async ({ otp }) => {
    clear();
    const result = await postAuth<{ message: string; registration: string }>('auth/register/step/2', { email, otp, attempt });
    if (result.ok && result.data.message === OTP_VERIFIED) onVerified(result.data.registration);
    else if (!result.ok && result.code === ErrorCode.registrationInvalid) onStartAgain();
    // Five wrong codes lock this attempt: step 1 again (what was typed kept) mails a new code.
    else if (!result.ok && result.code === ErrorCode.otpLocked) onStartAgain(ErrorCode.otpLocked);
    else if (!result.ok) show(result.code, result.message);
  });

  const resend = async () => {
    clear();
    setResent(false);
    const result = await postAuth('auth/register/resend', { email, attempt });
    if (result.ok) {
      onResent();
      restart();
      setResent(true);
    } else if (result.code === ErrorCode.registrationInvalid) onStartAgain();
    else show(result.code, result.message);
  };

  return (
    <form onSubmit={onSubmit} onSubmitCapture={clear} noValidate className="space-y-4">
      <p id="register-otp-intro" className="text-sm text-slate-700">
        {t('otpIntro', { email })}
      </p>
      <FormField
        id="register-otp"
        label={t('otp')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        describedBy="register-otp-intro"
        className="text-center text-xl tracking-[0.5em]"
        error={otpError && isValidationKey(otpError) ? tv(otpError) : undefined}
        {...register('otp', { setValueAs: (value: string) => value.replace(/\D/g, '') })}
      />
      <div className="text-sm" aria-live="polite">
        {left > 0 ? (
          <span className="text-slate-600" data-testid="resend-countdown">
            {t('resendIn', { seconds: left })}
          </span>
        ) : (
          <button type="button" onClick={resend} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {t('resend')}
          </button>
        )}
        {resent && <span className="ml-2 text-green-700">{t('resent')}</span>}
      </div>
      <ServerError message={error} />
      <button type="submit" disabled={isSubmitting} className="h-11 w-full rounded-full bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {isSubmitting ? t('sending') : t('verify')}
      </button>
      <button type="button" onClick={onBack} className="w-full text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
        {t('back')}
      </button>
    </form>
  );
}
