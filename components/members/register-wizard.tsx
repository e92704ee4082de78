'use client';

import { signIn } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { OTP_TTL_MINUTES } from '@/lib/contract';
import { ErrorCode } from '@/lib/contract/errors';
import { RegisterDetailsStep, type RegisterDetails, type StartAgainReason } from './register-details-step';
import { RegisterOtpStep } from './register-otp-step';
import { RegisterProfileStep } from './register-profile-step';

const TOTAL_STEPS = 3;

/** A code mailed a minute short of its validity or earlier is not worth going back to: a new one is asked for. */
const codeIsLive = (pending: Pending) => Date.now() - pending.sentAt < (OTP_TTL_MINUTES - 1) * 60_000;

interface Pending {
  /** What step 1 sent; the password is kept in memory only, to sign the new member in at the end (seed: automatic sign-in). */
  details: RegisterDetails;
  /** The handle step 1 gave this browser, for step 2 and a resend. */
  attempt: string;
  registration?: string;
  /** When the code was last mailed (step 1 or a resend): Back, then Next unchanged, goes on to it while it is valid. */
  sentAt: number;
  /** Step 1 was last sent with another name or password and amended this attempt: no new code, step 2 says so. */
  amended?: boolean;
}

/**
 * Registration in three steps: details, e-mailed OTP, optional profile and terms; then signed in. If
 * that sign-in fails (the address's sign-in limit reached, the backend busy), the account is there all
 * the same: `onLogin` gets its address, and the login form says so, the address filled in.
 */
export function RegisterWizard({ onLogin }: { onLogin: (created?: string) => void }) {
  const t = useTranslations('Register');
  const tl = useTranslations('Login');
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [pending, setPending] = useState<Pending | null>(null);
  const [again, setAgain] = useState<{ details: RegisterDetails; reason?: StartAgainReason } | undefined>();

  /** Back to step 1, with what was typed there and why, when this browser's attempt can no longer go on. */
  const startAgain = (reason: StartAgainReason = ErrorCode.registrationInvalid) => {
    if (pending) setAgain({ details: pending.details, reason });
    setStep(1);
  };

  /**
   * Back to step 1 by choice (a mistyped e-mail), with what was typed there: with another e-mail it asks
   * for a new code; unchanged, it goes on to the one already sent (this attempt is kept until then), and
   * with only the names or the password changed, it amends this attempt and goes on to that code too.
   */
  const back = () => {
    if (pending) setAgain({ details: pending.details });
    setStep(1);
  };

  /** Back here by choice while the code sent is valid: unchanged, step 2 goes on to it; amended, the attempt keeps it. */
  const resumable = again !== undefined && !again.reason && pending !== null && codeIsLive(pending);

  const finish = async () => {
    if (!pending) return;
    const result = await signIn('credentials', { username: pending.details.email, password: pending.details.password, remember: 'false', redirect: false }).catch(() => undefined);
    if (result?.ok && !result.error) window.location.reload();
    else onLogin(pending.details.email);
  };

  return (
    <div className="space-y-4">
      <p className="text-center text-sm font-semibold text-slate-600" data-testid="register-step">
        {t('step', { current: step, total: TOTAL_STEPS })}
      </p>
      {step === 1 && (
        <RegisterDetailsStep
          again={again?.details}
          reason={again?.reason}
          onUnchanged={
            resumable
              ? () => {
                  // Nothing changed this time: step 2 reads as it did when the code was sent.
                  setPending((current) => current && { ...current, amended: false });
                  setStep(2);
                }
              : undefined
          }
          attempt={resumable ? pending.attempt : undefined}
          onDone={(details, { attempt, amended }) => {
            // Amended: the same attempt and the code already sent, whose resend countdown goes on.
            setPending((current) => (amended && current?.attempt === attempt ? { ...current, details, amended: true } : { details, attempt, sentAt: Date.now() }));
            setStep(2);
          }}
        />
      )}
      {step === 2 && pending && (
        <RegisterOtpStep
          email={pending.details.email}
          attempt={pending.attempt}
          sentAt={pending.sentAt}
          amended={pending.amended}
          onStartAgain={startAgain}
          onBack={back}
          onResent={() => setPending((current) => current && { ...current, sentAt: Date.now(), amended: false })}
          onVerified={(registration) => {
            setPending((current) => current && { ...current, registration });
            setStep(3);
          }}
        />
      )}
      {step === 3 && pending?.registration && (
        <RegisterProfileStep email={pending.details.email} registration={pending.registration} onDone={finish} onStartAgain={startAgain} />
      )}
      <p className="text-center text-sm text-slate-600">
        {tl('haveAccount')}{' '}
        <button type="button" onClick={() => onLogin()} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {tl('loginLink')}
        </button>
      </p>
    </div>
  );
}
