'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { getSession, signIn } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isValidationKey, LoginRequestSchema, type LoginRequest } from '@/lib/contract';
import { useSwitchLanguage } from '@/components/layout/use-switch-language';
import { FormField } from '@/components/ui/form-field';

export function LoginForm() {
  const t = useTranslations('Login');
  const tv = useTranslations('Validation');
  const switchLanguage = useSwitchLanguage();
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({ resolver: zodResolver(LoginRequestSchema), defaultValues: { username: '', password: '' } });

  const message = (key: string | undefined) => (key && isValidationKey(key) ? tv(key) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setFailed(false);
    const result = await signIn('credentials', { ...values, redirect: false });
    if (!result?.ok || result.error) {
      setFailed(true);
      return;
    }
    // Switch to the member's saved language, then reload, as the seed does after sign-in.
    const session = await getSession();
    switchLanguage(session?.user.language ?? 'th');
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField
        id="login-username"
        label={t('username')}
        autoComplete="username"
        error={message(errors.username?.message)}
        {...register('username')}
      />
      <FormField
        id="login-password"
        type="password"
        label={t('password')}
        autoComplete="current-password"
        error={message(errors.password?.message)}
        {...register('password')}
      />
      {failed && (
        <p role="alert" className="text-sm font-semibold text-red-700" data-testid="login-error">
          {t('failed')}
        </p>
      )}
      <button
        type="submit"
        disabled={isSubmitting}
        className="h-11 w-full rounded-full bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {isSubmitting ? t('submitting') : t('submit')}
      </button>
      <p className="text-center text-sm text-slate-600">{t('noAccount')}</p>
    </form>
  );
}
