'use client';

import { signIn } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { RegisterDetailsStep } from './register-details-step';
import { RegisterOtpStep } from './register-otp-step';
import { RegisterProfileStep } from './register-profile-step';

const TOTAL_STEPS = 3;

interface Pending {
  email: string;
  /** Kept in memory only, to sign the new member in at the end (seed: automatic sign-in). */
  password: string;
  registration?: string;
}

/** Registration in three steps: details, e-mailed OTP, optional profile and terms; then signed in. */
export function RegisterWizard({ onLogin }: { onLogin: () => void }) {
  const t = useTranslations('Register');
  const tl = useTranslations('Login');
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [pending, setPending] = useState<Pending | null>(null);

  const finish = async () => {
    if (!pending) return;
    await signIn('credentials', { username: pending.email, password: pending.password, remember: 'false', redirect: false });
    window.location.reload();
  };

  return (
    <div className="space-y-4">
      <p className="text-center text-sm font-semibold text-slate-600" data-testid="register-step">
        {t('step', { current: step, total: TOTAL_STEPS })}
      </p>
      {step === 1 && (
        <RegisterDetailsStep
          onDone={(email, password) => {
            setPending({ email, password });
            setStep(2);
          }}
        />
      )}
      {step === 2 && pending && (
        <RegisterOtpStep
          email={pending.email}
          onVerified={(registration) => {
            setPending({ ...pending, registration });
            setStep(3);
          }}
        />
      )}
      {step === 3 && pending?.registration && <RegisterProfileStep email={pending.email} registration={pending.registration} onDone={finish} />}
      <p className="text-center text-sm text-slate-600">
        {tl('haveAccount')}{' '}
        <button type="button" onClick={onLogin} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {tl('loginLink')}
        </button>
      </p>
    </div>
  );
}
