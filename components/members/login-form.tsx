'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { getSession, signIn } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isValidationKey, LoginRequestSchema, type LoginRequest } from '@/lib/contract';
import { returnPath } from '@/lib/login-return';
import { useSwitchLanguage } from '@/components/layout/use-switch-language';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { SocialButtons } from './social-buttons';
import { rateLimitedMinutes } from '@/lib/auth/rate-limited';
import { useAuthErrorText } from './use-auth-error';

interface LoginFormProps {
  /** What the visitor had typed as username before going to the forgot-password dialog and back. */
  username?: string;
  /** With the username typed so far (the forgot-password dialog starts with it when it is an address). */
  onForgot: (username: string) => void;
  onRegister: () => void;
  /** The account was just registered, and its automatic sign-in did not go through: said so above the form. */
  created?: boolean;
}

export function LoginForm({ username = '', onForgot, onRegister, created = false }: LoginFormProps) {
  const t = useTranslations('Login');
  const tv = useTranslations('Validation');
  const errorText = useAuthErrorText();
  const switchLanguage = useSwitchLanguage();
  const [failure, setFailure] = useState<string | null>(null);
  const [remember, setRemember] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({ resolver: zodResolver(LoginRequestSchema), defaultValues: { username, password: '' } });

  const message = (key: string | undefined) => (key && isValidationKey(key) ? tv(key) : undefined);
  // Just registered, the address filled in: the password is what is left to type (the wizard's button
  // that had focus is gone).
  useEffect(() => {
    if (created) setFocus('password');
  }, [created, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    // Only the choice travels: "remember" means a longer session, never stored credentials.
    const result = await signIn('credentials', { ...values, remember: String(remember), redirect: false });
    if (!result?.ok || result.error) {
      const minutes = rateLimitedMinutes(result?.error);
      setFailure(minutes === undefined ? t('failed') : minutes > 0 ? t('rateLimitedMinutes', { minutes }) : errorText('rate_limited'));
      return;
    }
    // Switch to the member's saved language, then reload, as the seed does after sign-in; sent here by a
    // member page (`?next=`), that page, in that language.
    const session = await getSession();
    switchLanguage(session?.user?.language ?? 'th', returnPath(window.location.search) ?? undefined);
  });

  return (
    <div className="space-y-4">
      {created && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-800" data-testid="login-created">
          {t('created')}
        </p>
      )}
      <form onSubmit={onSubmit} onSubmitCapture={() => setFailure(null)} noValidate className="space-y-4">
        <FormField id="login-username" label={t('username')} autoComplete="username" error={message(errors.username?.message)} {...register('username')} />
        <FormField
          id="login-password"
          type="password"
          label={t('password')}
          autoComplete="current-password"
          error={message(errors.password?.message)}
          {...register('password')}
        />
        <div className="flex items-center justify-between gap-3 text-sm">
          <label className="flex items-center gap-2 text-slate-700">
            <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} className="size-4 accent-brand-700" />
            {t('remember')}
          </label>
          <button type="button" onClick={() => onForgot(getValues('username'))} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {t('forgot')}
          </button>
        </div>
        {failure && (
          <p role="alert" className="text-sm font-semibold text-red-700" data-testid="login-error">
            {failure}
          </p>
        )}
        <SubmitButton busy={isSubmitting}>
          {isSubmitting ? t('submitting') : t('submit')}
        </SubmitButton>
      </form>
      <SocialButtons />
      <p className="text-center text-sm text-slate-600">
        {t('noAccount')}{' '}
        <button type="button" onClick={onRegister} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t('registerLink')}
        </button>
      </p>
    </div>
  );
}
