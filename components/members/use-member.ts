'use client';

import useSWR from 'swr';
import type { Language } from '@/lib/contract';
import { yieldToMain } from '@/lib/yield-to-main';

export interface MemberSummary {
  name: string;
  email: string;
  image: string | null;
  language: Language;
}

export const SESSION_KEY = '/api/auth/session';

async function fetchSession(url: string): Promise<MemberSummary | null> {
  // SWR asks from a layout effect, which on a page load runs inside React's commit of the hydrated
  // page, one long task; the request is started in a task of its own after it (one to four ms of the
  // main thread under a browser's network instrumentation, four times that on a phone).
  await yieldToMain();
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
