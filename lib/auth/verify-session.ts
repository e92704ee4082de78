import 'server-only';
import { getToken } from 'next-auth/jwt';
import { cookies, headers } from 'next/headers';
import type { NextRequest } from 'next/server';
import { MessageResponseSchema, SessionResponseSchema } from '@/lib/contract';
import { ApiError } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/client';
import { serverEnv } from '@/lib/env';
import { pendingSignOuts, retryPendingSignOutsSoon } from './pending-sign-outs';
import { isSessionOverdue, REMEMBER_MAX_AGE_SECONDS } from './remember';
import { usesSecureCookies } from './cookie-names';

/**
 * Asks the backend whether the signed-in member's token still stands (`/auth/session`), now (not from
 * the short memory below): member pages call it on every load, so a revoked session never sees one. False on
 * a 401/403 or an ended session; true when it stands or the backend cannot answer right now (a
 * backend outage must not sign members out; the member calls themselves will fail instead).
 */
export async function sessionStands(): Promise<boolean> {
  // getToken reads `cookies.getAll()` and a Headers object, which is what next/headers gives.
  const request = { cookies: await cookies(), headers: await headers() } as unknown as NextRequest;
  const token = await getToken({ req: request, secret: serverEnv().NEXTAUTH_SECRET, secureCookie: usesSecureCookies() });
  if (!token?.backendToken || !token.memberId || isSessionOverdue(token)) return false;
  return backendTokenStands(token.memberId, token.backendToken, { fresh: true });
}

/** The backend's answer that it no longer knows a token (401/403: signed out, password changed, ended). */
const tokenRefused = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/** How long a token the backend confirmed is taken as standing without asking again (ms). */
const CONFIRMED_MS = 30_000;
/** The same after the backend gave no answer (ms). */
const UNANSWERED_MS = 5_000;
const CONFIRMED_MAX = 10_000;
/** Backend token → until when it counts as confirmed (oldest first, for the size bound). */
const confirmed = new Map<string, number>();

/**
 * Whether the backend still knows a member's token: false on its 401/403 (signed out, the password
 * changed, an ended session) and for a sign-out it has not taken yet (awaitsSignOut); true when it
 * stands or the backend cannot answer right now.
 * A yes is remembered for CONFIRMED_MS in this process (the session endpoint is read on every page
 * view and tab focus of a member), unless `fresh`; this process forgets it at sign-out (forgetToken).
 */
export async function backendTokenStands(memberId: number, backendToken: string, { fresh = false } = {}): Promise<boolean> {
  if (await awaitsSignOut(backendToken)) return false;
  const now = Date.now();
  if (!fresh && (confirmed.get(backendToken) ?? 0) > now) return true;
  try {
    await apiFetch('auth/session', SessionResponseSchema, { body: { id: memberId }, token: backendToken });
    confirmed.delete(backendToken);
    confirmed.set(backendToken, now + CONFIRMED_MS);
    if (confirmed.size > CONFIRMED_MAX) confirmed.delete(confirmed.keys().next().value as string);
    return true;
  } catch (error) {
    const refused = tokenRefused(error);
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

/** One try at revoking a backend token: true when the backend took it or no longer knows it (401/403). */
async function revokeOnce(memberId: number, backendToken: string): Promise<boolean> {
  try {
    await apiFetch('auth/logout', MessageResponseSchema, { body: { id: memberId }, token: backendToken, patient: true });
  } catch (error) {
    if (!tokenRefused(error)) return false;
  }
  // Again once the backend has it: a session read in between (another tab) may have been told yes.
  forgetToken(backendToken);
  return true;
}

/** Tries every pending sign-out again in a few seconds, and so on while any is left. */
const retrySoon = () => retryPendingSignOutsSoon(({ memberId, token }) => revokeOnce(memberId, token));

/**
 * A member signed out: revokes the backend token, so a copied cookie stops working everywhere. The
 * browser's cookie is cleared whatever happens; when the backend cannot take it now (down or hung),
 * the sign-out is kept as pending (pending-sign-outs.ts: across restarts, and between instances with
 * Redis), the token opens nothing here meanwhile, and it is tried again every few seconds until the
 * backend takes it or the session would have ended anyway.
 */
export async function revokeAtSignOut(memberId: number, backendToken: string): Promise<void> {
  forgetToken(backendToken);
  if (await revokeOnce(memberId, backendToken)) return;
  console.error(`[auth] the backend did not take a sign-out of member ${memberId}: its token is refused here and the sign-out tried again until it does`);
  await pendingSignOuts().add({ memberId, token: backendToken, until: Date.now() + REMEMBER_MAX_AGE_SECONDS * 1000 });
  retrySoon();
}

/**
 * Whether this backend token belongs to a sign-out the backend has not taken yet (so it must open no
 * session and no member call). Meeting one also starts this process's retries: after a restart, or on
 * another instance, nobody else would.
 */
export async function awaitsSignOut(backendToken: string): Promise<boolean> {
  if (!(await pendingSignOuts().has(backendToken))) return false;
  retrySoon();
  return true;
}

// A process that starts with sign-outs left pending by an earlier one (or, with Redis, by another
// instance) tries them from its first use of the session code on, whoever signs in or not.
if (process.env.NEXT_PHASE !== 'phase-production-build') retrySoon();
