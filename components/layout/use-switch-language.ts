'use client';

import { useCallback } from 'react';
import { getPathname, usePathname } from '@/lib/i18n/navigation';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, type AppLocale } from '@/lib/i18n/routing';

/**
 * Stores the choice in the seed's `language` cookie (path /) and loads the page again in that language;
 * or, given `to` (a path without locale prefix), that page in that language.
 */
export function useSwitchLanguage() {
  const pathname = usePathname();
  return useCallback(
    (locale: AppLocale, to?: string) => {
      document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
      window.location.assign(to ? getPathname({ href: to, locale }) : getPathname({ href: pathname, locale }) + window.location.search);
    },
    [pathname],
  );
}
