'use client';

import { useSyncExternalStore } from 'react';
import { yieldToMain } from '@/lib/yield-to-main';
import { createSessionStore, type MemberSummary } from './session-store';

export type { MemberSummary } from './session-store';

export const SESSION_KEY = '/api/auth/session';

async function fetchSession(): Promise<MemberSummary | null> {
  // The first read starts from the subscription, in the hydration's passive effects, one long task;
  // the request is started in a task of its own after it (one to four ms of the main thread under a
  // browser's network instrumentation, four times that on a phone).
  await yieldToMain();
  const response = await fetch(SESSION_KEY, { credentials: 'same-origin' });
  if (!response.ok) return null;
  const session = (await response.json()) as { user?: MemberSummary } | null;
  return session?.user ?? null;
}

/** The page's one session reader (see createSessionStore). */
export const memberSession = createSessionStore(fetchSession);

/**
 * The signed-in member (name, e-mail, picture, language) or null. Read in the
 * browser so that catalogue pages stay cacheable for everyone; the session
 * JSON holds no token and no id.
 */
export function useMember() {
  // The server and the hydration render "not known yet", whatever the store knows by then (a part
  // hydrated late); React renders the part again with the store's answer.
  const { member, isLoading } = useSyncExternalStore(memberSession.subscribe, memberSession.getSnapshot, memberSession.getServerSnapshot);
  return { member, isLoading };
}
