'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CONTACT_NAME_MAX, CONTACT_SUBJECT_MAX, ContactRequestSchema, isValidationKey } from '@/lib/contract';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { PHONE_INPUT_MAX, withoutSeparators } from '@/lib/phone-input';

type Input = z.input<typeof ContactRequestSchema>;
type Output = z.output<typeof ContactRequestSchema>;
type Outcome = 'sent' | 'rateLimited' | 'failed' | null;

/** The contact form: validated with the contract schema here and again by the backend. */
export function ContactForm() {
  const t = useTranslations('Contact');
  const tv = useTranslations('Validation');
  const locale = useLocale();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { register, handleSubmit, reset, formState: { errors, isSubmitting } } = useForm<Input, unknown, Output>({
    resolver: zodResolver(ContactRequestSchema),
    defaultValues: { name: '', email: '', phone: '', subject: '', message: '', language: locale === 'en' ? 'en' : 'th' },
  });
  const message = (key: string | undefined) => (key && isValidationKey(key) ? tv(key) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const response = await fetch('/api/v1/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(values) });
      if (response.status === 429) return setOutcome('rateLimited');
      if (!response.ok) return setOutcome('failed');
      reset();
      setOutcome('sent');
    } catch {
      setOutcome('failed');
    }
  });

  const textareaError = message(errors.message?.message);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="contact-form-title">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="contact-name" label={t('name')} autoComplete="name" maxLength={CONTACT_NAME_MAX} error={message(errors.name?.message)} {...register('name')} />
        <FormField id="contact-email" type="email" label={t('email')} autoComplete="email" error={message(errors.email?.message)} {...register('email')} />
        <FormField id="contact-phone" type="tel" inputMode="numeric" label={t('phone')} autoComplete="tel-national" maxLength={PHONE_INPUT_MAX} error={message(errors.phone?.message)} {...register('phone', { setValueAs: withoutSeparators })} />
        <FormField id="contact-subject" label={t('subject')} maxLength={CONTACT_SUBJECT_MAX} error={message(errors.subject?.message)} {...register('subject')} />
      </div>
      <div>
        <label htmlFor="contact-message" className="mb-1 block text-sm font-semibold text-slate-800">{t('message')}</label>
        <textarea
          id="contact-message"
          rows={6}
          maxLength={3000}
          aria-invalid={textareaError ? true : undefined}
          aria-describedby={textareaError ? 'contact-message-error' : undefined}
          className={`w-full rounded-lg border px-3 py-2 text-base focus:border-brand-600 ${textareaError ? 'border-red-600' : 'border-slate-300'}`}
          {...register('message')}
        />
        {textareaError ? <p id="contact-message-error" role="alert" className="mt-1 text-sm text-red-700">{textareaError}</p> : null}
      </div>
      {outcome ? (
        <p role={outcome === 'sent' ? 'status' : 'alert'} className={`rounded-lg p-3 text-sm font-semibold ${outcome === 'sent' ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-800'}`}>
          {t(outcome)}
        </p>
      ) : null}
      <SubmitButton busy={isSubmitting} className="px-8">
        {isSubmitting ? t('sending') : t('send')}
      </SubmitButton>
    </form>
  );
}
