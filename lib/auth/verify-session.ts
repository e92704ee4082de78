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
 * Asks the backend whether the signed-in member's token still stands (`/auth/session`). False on
 * a 401/403 or an ended session; true when it stands or the backend cannot answer right now (a
 * backend outage must not sign members out; the member calls themselves will fail instead).
 */
export async function sessionStands(): Promise<boolean> {
  // getToken reads `cookies.getAll()` and a Headers object, which is what next/headers gives.
  const request = { cookies: await cookies(), headers: await headers() } as unknown as NextRequest;
  const token = await getToken({ req: request, secret: serverEnv().NEXTAUTH_SECRET });
  if (!token?.backendToken || !token.memberId || isSessionOverdue(token)) return false;
  return backendTokenStands(token.memberId, token.backendToken);
}

/**
 * Whether the backend still knows a member's token: false only on its 401/403 (signed out, the
 * password changed, an ended session); true when it stands or the backend cannot answer right now.
 */
export async function backendTokenStands(memberId: number, backendToken: string): Promise<boolean> {
  try {
    await apiFetch('auth/session', SessionResponseSchema, { body: { id: memberId }, token: backendToken });
    return true;
  } catch (error) {
    return !(error instanceof ApiError && (error.status === 401 || error.status === 403));
  }
}
