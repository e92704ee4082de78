import 'server-only';
import { getToken } from 'next-auth/jwt';
import { cookies, headers } from 'next/headers';
import type { NextRequest } from 'next/server';
import { SessionResponseSchema } from '@/lib/contract';
import { ApiError } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/client';
import { serverEnv } from '@/lib/env';
import { isSessionOverdue } from './remember';

/**
 * Asks the backend whether the signed-in member's token still stands (`/auth/session`), now (not from
 * the short memory below): member pages call it on every load, so a revoked session never sees one. False on
 * a 401/403 or an ended session; true when it stands or the backend cannot answer right now (a
 * backend outage must not sign members out; the member calls themselves will fail instead).
 */
export async function sessionStands(): Promise<boolean> {
  // getToken reads `cookies.getAll()` and a Headers object, which is what next/headers gives.
  const request = { cookies: await cookies(), headers: await headers() } as unknown as NextRequest;
  const token = await getToken({ req: request, secret: serverEnv().NEXTAUTH_SECRET });
  if (!token?.backendToken || !token.memberId || isSessionOverdue(token)) return false;
  return backendTokenStands(token.memberId, token.backendToken, { fresh: true });
}

/** How long a token the backend confirmed is taken as standing without asking again (ms). */
const CONFIRMED_MS = 30_000;
/** The same after the backend gave no answer (ms). */
const UNANSWERED_MS = 5_000;
const CONFIRMED_MAX = 10_000;
/** Backend token → until when it counts as confirmed (oldest first, for the size bound). */
const confirmed = new Map<string, number>();

/**
 * Whether the backend still knows a member's token: false only on its 401/403 (signed out, the
 * password changed, an ended session); true when it stands or the backend cannot answer right now.
 * A yes is remembered for CONFIRMED_MS in this process (the session endpoint is read on every page
 * view and tab focus of a member), unless `fresh`; this process forgets it at sign-out (forgetToken).
 */
export async function backendTokenStands(memberId: number, backendToken: string, { fresh = false } = {}): Promise<boolean> {
  const now = Date.now();
  if (!fresh && (confirmed.get(backendToken) ?? 0) > now) return true;
  try {
    await apiFetch('auth/session', SessionResponseSchema, { body: { id: memberId }, token: backendToken });
    confirmed.delete(backendToken);
    confirmed.set(backendToken, now + CONFIRMED_MS);
    if (confirmed.size > CONFIRMED_MAX) confirmed.delete(confirmed.keys().next().value as string);
    return true;
  } catch (error) {
    const refused = error instanceof ApiError && (error.status === 401 || error.status === 403);
    confirmed.delete(backendToken);
    // No answer (the backend down or hung): the member stays signed in, and the next read within a
    // few seconds (a member page reads the session twice) does not wait for the backend again.
    if (!refused) confirmed.set(backendToken, now + UNANSWERED_MS);
    return !refused;
  }
}

/** A sign-out in this process: its token is no longer taken as confirmed here. */
export function forgetToken(backendToken: string): void {
  confirmed.delete(backendToken);
}
