'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { ErrorCode } from '@/lib/contract/errors';
import { ValidationText, type ValidationKey } from '@/lib/contract/messages';
import { BffError } from './bff';

const byText = new Map(Object.entries(ValidationText).map(([key, text]) => [text as string, key as ValidationKey]));

/** A failed profile call as a sentence in the page's language (the backend answers in English). */
export function useServerErrorText() {
  const t = useTranslations('Profile');
  const tv = useTranslations('Validation');
  const ta = useTranslations('AuthErrors');
  return useCallback(
    (error: unknown): string => {
      if (!(error instanceof BffError)) return t('failed');
      // The contract's texts, those about one field included (a username taken, a new password equal to the current one).
      const key = byText.get(error.message);
      if (key) return tv(key);
      if (error.code === ErrorCode.invalidCredentials) return t('currentWrong');
      if (error.status === 413) return tv('avatarTooLarge');
      if (error.status === 401) return t('signedOut');
      // Too many picture uploads or password tries; the picture queue full or the backend down.
      if (error.code === ErrorCode.rateLimited) return ta('rate_limited');
      if (error.status === 503) return ta('unavailable');
      return t('failed');
    },
    [t, tv, ta],
  );
}
