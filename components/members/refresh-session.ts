'use client';

import { getCsrfToken } from 'next-auth/react';
import { memberSession, SESSION_KEY } from './use-member';

/**
 * Asks next-auth to refresh the session after a profile change (its jwt callback
 * re-reads name, picture and language from the backend), then re-reads it here.
 */
export async function refreshSession(): Promise<void> {
  const csrfToken = await getCsrfToken();
  await fetch(SESSION_KEY, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify({ csrfToken, data: {} }),
  }).catch(() => undefined);
  await memberSession.refresh();
}
