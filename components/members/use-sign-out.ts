'use client';

import { signOut } from 'next-auth/react';
import { useCallback } from 'react';
import { getPathname, usePathname } from '@/lib/i18n/navigation';
import { useLocale } from 'next-intl';
import { isMemberRoute, routes } from '@/lib/routes';

/**
 * Signs out (next-auth revokes the backend token on the server first), then
 * reloads, as the seed does — or goes home from a members-only page.
 */
export function useSignOut() {
  const pathname = usePathname();
  const locale = useLocale();
  return useCallback(async () => {
    await signOut({ redirect: false });
    if (isMemberRoute(pathname)) window.location.assign(getPathname({ href: routes.home(), locale }));
    else window.location.reload();
  }, [pathname, locale]);
}
