'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { ValidationText } from '@/lib/contract/messages';

/** Error codes with their own text in the `AuthErrors` namespace. */
const KNOWN = [
  'rate_limited',
  'email_taken',
  'otp_invalid',
  'otp_expired',
  'otp_locked',
  'registration_invalid',
  'reset_invalid',
  'social_failed',
  'social_email_in_use',
  'unavailable',
  'unknown',
] as const;
type KnownCode = (typeof KNOWN)[number];
const isKnown = (code: string): code is KnownCode => (KNOWN as readonly string[]).includes(code);

/** Server messages stay for 5 seconds (seed section 9). */
export const ERROR_VISIBLE_MS = 5000;

/** The localized text of a server failure: a validation key's text, a known code's text, or a generic one. */
export function useAuthErrorText() {
  const t = useTranslations('AuthErrors');
  const tv = useTranslations('Validation');
  return useCallback(
    (code: string, message = '') => {
      if (code === 'validation_error') {
        const key = (Object.keys(ValidationText) as (keyof typeof ValidationText)[]).find((k) => ValidationText[k] === message);
        if (key) return tv(key);
      }
      if (code === 'upstream_unavailable' || code === 'upstream_timeout') return t('unavailable');
      return t(isKnown(code) ? code : 'unknown');
    },
    [t, tv],
  );
}

/** A server error shown for 5 seconds, then cleared. */
export function useAuthError() {
  const text = useAuthErrorText();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!error) return;
    const timer = window.setTimeout(() => setError(null), ERROR_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [error]);
  const show = useCallback((code: string, message?: string) => setError(text(code, message)), [text]);
  const clear = useCallback(() => setError(null), []);
  return { error, show, clear };
}
