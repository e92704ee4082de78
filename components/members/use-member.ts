'use client';

import useSWR from 'swr';
import type { Language } from '@/lib/contract';

export interface MemberSummary {
  name: string;
  email: string;
  image: string | null;
  language: Language;
}

export const SESSION_KEY = '/api/auth/session';

/**
 * A task of its own, for a call that need not run where it was made: a message, not a timer (a tab
 * opened in the background runs timers only once a second).
 */
function nextTask() {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

async function fetchSession(url: string): Promise<MemberSummary | null> {
  // SWR asks from a layout effect, which on a page load runs inside React's commit of the hydrated
  // page, one long task; the request is started in a task of its own after it (one to four ms of the
  // main thread under a browser's network instrumentation, four times that on a phone).
  await nextTask();
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) return null;
  const session = (await response.json()) as { user?: MemberSummary } | null;
  return session?.user ?? null;
}

/**
 * The signed-in member (name, e-mail, picture, language) or null. Read in the
 * browser so that catalogue pages stay cacheable for everyone; the session
 * JSON holds no token and no id.
 */
export function useMember() {
  const { data, isLoading, mutate } = useSWR(SESSION_KEY, fetchSession, { revalidateOnFocus: true });
  return { member: data ?? null, isLoading, refresh: mutate };
}
