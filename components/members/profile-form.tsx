'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { AccountUpdateRequestSchema, GenderSchema, isValidationKey, type MemberProfile, NAME_MAX } from '@/lib/contract';
import { PHONE_INPUT_MAX, withoutSeparators } from '@/lib/phone-input';
import { BffError, bffPost } from './bff';
import { FormStatus } from './form-status';
import { refreshSession } from './refresh-session';
import { useServerErrorText } from './use-server-error';
import { fieldErrorText, useServerFieldError } from './use-server-field-error';

const ProfileFormSchema = AccountUpdateRequestSchema.omit({ id: true }).extend({
  gender: z.union([GenderSchema, z.literal('')]).transform((value) => value || null),
});
type ProfileInput = z.input<typeof ProfileFormSchema>;
type ProfileOutput = z.output<typeof ProfileFormSchema>;
/** The field a refusal can be about: a username another member has. */
const SERVER_FIELDS = ['username'] as const;

/** Full name, username, e-mail (read only), mobile phone and gender. */
export function ProfileForm({ profile }: { profile: MemberProfile }) {
  const t = useTranslations('Profile');
  const tv = useTranslations('Validation');
  const errorText = useServerErrorText();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<ProfileInput, unknown, ProfileOutput>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: { firstname: profile.firstname, lastname: profile.lastname, username: profile.username, phone: profile.phone, gender: profile.gender ?? '' },
  });
  const showUnderField = useServerFieldError({ setError, clearErrors, getFieldState }, SERVER_FIELDS);
  const message = (fieldError: FieldError | undefined) => fieldErrorText(fieldError, (key) => (isValidationKey(key) ? tv(key) : undefined));

  const onSubmit = handleSubmit(async (values) => {
    setStatus(null);
    try {
      await bffPost('auth/account/update', values);
      await refreshSession();
      setStatus({ ok: true, text: t('saved') });
    } catch (error) {
      // Rate limits, a lost session, the service down: the form's status line.
      if (!(error instanceof BffError && showUnderField(error.code, error.message, errorText(error)))) setStatus({ ok: false, text: errorText(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} onSubmitCapture={() => setStatus(null)} noValidate className="space-y-4" data-testid="profile-form">
      {/* "Full name" is one of the screen's labels (SPEC.md): the heading of the group of its two fields, drawn as
          one (a box with the legend in its border), not as a third label stacked on theirs. */}
      <fieldset className="min-w-0 rounded-xl border border-slate-200 px-3 pt-2 pb-3 sm:px-4 sm:pb-4">
        <legend className="-ml-1.5 px-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('fullName')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="profile-firstname" label={t('firstname')} autoComplete="given-name" maxLength={NAME_MAX} error={message(errors.firstname)} {...register('firstname')} />
          <FormField id="profile-lastname" label={t('lastname')} autoComplete="family-name" maxLength={NAME_MAX} error={message(errors.lastname)} {...register('lastname')} />
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="profile-username" label={t('username')} autoComplete="username" error={message(errors.username)} {...register('username')} />
        <FormField id="profile-email" label={t('email')} type="email" value={profile.email} readOnly disabled className="bg-slate-50 text-slate-600" />
        <FormField
          id="profile-phone"
          label={t('phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_INPUT_MAX}
          error={message(errors.phone)}
          {...register('phone', { setValueAs: withoutSeparators })}
        />
        <div>
          <label htmlFor="profile-gender" className="mb-1 block text-sm font-semibold text-slate-800">
            {t('gender')}
          </label>
          <select id="profile-gender" className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base" {...register('gender')}>
            <option value="">{t('genderUnset')}</option>
            {GenderSchema.options.map((gender) => (
              <option key={gender} value={gender}>
                {t('genderOption', { gender })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FormStatus status={status} />
      <SubmitButton busy={isSubmitting} className="px-6">
        {isSubmitting ? t('saving') : t('save')}
      </SubmitButton>
    </form>
  );
}
