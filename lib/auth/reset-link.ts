import 'server-only';
import { ApiError } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/client';
import { ErrorCode, ResetCheckResponseSchema } from '@/lib/contract';

/**
 * Whether a reset link can still be used, asked of the backend as the reset page renders, under the
 * visitor's address (its per-address limit): false for an unknown, used, expired or malformed one; true
 * when it can, and when the backend could not tell (down, or the limit reached): the form is shown then,
 * and its submit says what is wrong.
 */
export async function resetLinkUsable(token: string, forwardedFor: string | null): Promise<boolean> {
  if (!token) return false;
  try {
    const { valid } = await apiFetch('auth/password/reset/check', ResetCheckResponseSchema, {
      body: { token },
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    return valid;
  } catch (error) {
    return !(error instanceof ApiError && error.code === ErrorCode.validation);
  }
}
