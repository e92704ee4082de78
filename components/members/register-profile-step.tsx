'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ErrorCode, GenderSchema, isValidationKey, PhoneSchema } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { postAuth } from './post-auth';
import { ServerError } from './server-error';
import { useAuthError } from './use-auth-error';

const ProfileFormSchema = z.object({
  phone: PhoneSchema,
  gender: z.union([GenderSchema, z.literal('')]),
  agreement: z.boolean().refine((value) => value, 'agreementRequired'),
});
type ProfileForm = z.infer<typeof ProfileFormSchema>;

/**
 * Step 3: optional phone (digits, at most 10) and gender; the terms must be accepted. A registration
 * key that is no longer valid (an hour after step 2) sends the visitor back to step 1.
 */
export function RegisterProfileStep({
  email,
  registration,
  onDone,
  onStartAgain,
}: {
  email: string;
  registration: string;
  onDone: () => Promise<void>;
  onStartAgain: () => void;
}) {
  const t = useTranslations('Register');
  const tv = useTranslations('Validation');
  const { error, show, clear } = useAuthError();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ProfileForm>({ resolver: zodResolver(ProfileFormSchema), defaultValues: { phone: '', gender: '', agreement: false } });
  // Step 2's button had the focus and is gone: the step's first field takes it.
  useEffect(() => setFocus('phone'), [setFocus]);
  const message = (key: string | undefined) => (key && isValidationKey(key) ? tv(key) : undefined);

  const onSubmit = handleSubmit(async ({ phone, gender, agreement }) => {
    clear();
    const result = await postAuth('auth/register/step/3', { email, registration, phone, agreement, ...(gender ? { gender } : {}) });
    if (result.ok) await onDone();
    else if (result.code === ErrorCode.registrationInvalid) onStartAgain();
    else show(result.code, result.message);
  });

  const genders = [
    { value: 'male', label: t('male'), className: '' },
    { value: 'female', label: t('female'), className: '' },
    // "other" belongs to the tablet layout of the dialog (seed section 3).
    { value: 'other', label: t('other'), className: 'lg:hidden' },
  ] as const;

  return (
    <form onSubmit={onSubmit} onSubmitCapture={clear} noValidate className="space-y-4">
      <FormField
        id="register-phone"
        type="tel"
        inputMode="numeric"
        // Room for the separators people type ("081-234-5678"): the digits alone are kept (seed) and at most 10 pass.
        maxLength={14}
        label={t('phone')}
        autoComplete="tel-national"
        error={message(errors.phone?.message)}
        {...register('phone', { setValueAs: (value: string) => value.replace(/\D/g, '') })}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t('gender')}</legend>
        <div className="flex flex-wrap gap-4">
          {genders.map((gender) => (
            <label key={gender.value} className={`flex items-center gap-2 text-slate-700 ${gender.className}`}>
              <input type="radio" value={gender.value} className="size-4 accent-brand-700" {...register('gender')} />
              {gender.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input type="checkbox" className="mt-0.5 size-4 accent-brand-700" aria-invalid={errors.agreement ? true : undefined} aria-describedby={errors.agreement ? 'register-agreement-error' : undefined} {...register('agreement')} />
          <span>
            {t.rich('agreement', {
              link: (chunks) => (
                <Link href={routes.policy('termandconditions')} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
                  {chunks}
                  <span className="sr-only"> {t('newWindow')}</span>
                </Link>
              ),
            })}
          </span>
        </label>
        {errors.agreement && <p id="register-agreement-error" role="alert" className="mt-1 text-sm text-red-700">{message(errors.agreement.message)}</p>}
      </div>
      <ServerError message={error} />
      <SubmitButton busy={isSubmitting}>
        {isSubmitting ? t('sending') : t('finish')}
      </SubmitButton>
    </form>
  );
}
