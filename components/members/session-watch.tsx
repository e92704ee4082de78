'use client';

import { signOut } from 'next-auth/react';
import { useEffect } from 'react';
import { playerInUse } from '@/components/layout/player-in-use';
import { useRouter } from '@/lib/i18n/navigation';
import { LOGIN_QUERY } from '@/lib/login-address';
import { memberPagePath, RETURN_PARAM } from '@/lib/login-return';
import { SESSION_CHECK, SESSION_LOST } from './session-events';
import { memberSession } from './use-member';

/** How often an active tab asks the backend whether the session still stands. */
export const SESSION_CHECK_MS = 3 * 60 * 1000;

/**
 * Verifies the member's session with the backend (`/auth/session` through the BFF) when the page
 * loads, every 3 minutes while the tab is visible, and when it becomes visible again. A 401 (token
 * revoked, expired or signed out elsewhere) signs the member out and reloads the page (unless a player
 * is in use); so does a 401 from any other BFF call (SESSION_LOST); SESSION_CHECK asks at once.
 */
export function SessionWatch() {
  const router = useRouter();
  useEffect(() => {
    let stopped = false;
    let last = 0;
    const check = async () => {
      if (stopped || document.visibilityState !== 'visible') return;
      last = Date.now();
      const response = await fetch('/api/v1/auth/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
        credentials: 'same-origin',
      }).catch(() => undefined);
      if (response?.status === 401) await end();
    };
    const end = async () => {
      if (stopped) return;
      stopped = true;
      await signOut({ redirect: false });
      // Playing (the radio in a background tab, whose history write met the 401): the bar turns to the
      // visitor's and playback goes on, and a member's page (their profile, their history) gives way to
      // the home page's sign-in within the app, the player in the root layout playing on. Else the page
      // is loaded again, as a visitor's.
      if (!playerInUse()) return window.location.reload();
      void memberSession.refresh();
      const page = memberPagePath(window.location.pathname);
      // As the middleware sends a visitor there: signed in again, back to this page.
      if (page) router.replace(`/?${new URLSearchParams({ ...LOGIN_QUERY, [RETURN_PARAM]: page })}`);
    };
    const onLost = () => void end();
    const onCheck = () => void check();
    window.addEventListener(SESSION_LOST, onLost);
    window.addEventListener(SESSION_CHECK, onCheck);
    void check();
    const interval = window.setInterval(() => void check(), SESSION_CHECK_MS);
    const onVisible = () => {
      if (Date.now() - last > SESSION_CHECK_MS) void check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener(SESSION_LOST, onLost);
      window.removeEventListener(SESSION_CHECK, onCheck);
    };
  }, [router]);
  return null;
}
