'use client';

import { useCallback } from 'react';
import { getPathname, usePathname } from '@/lib/i18n/navigation';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, type AppLocale } from '@/lib/i18n/routing';

/** Stores the choice in the seed's `language` cookie (path /) and reloads the page in that language. */
export function useSwitchLanguage() {
  const pathname = usePathname();
  return useCallback(
    (locale: AppLocale) => {
      document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
      window.location.assign(getPathname({ href: pathname, locale }) + window.location.search);
    },
    [pathname],
  );
}
