/**
 * The contract's error codes and a reader for its one error body, without zod: browser code
 * that only needs these (the BFF client, the sign-in calls) keeps the schema library out of
 * every page's first load. `ErrorBodySchema` (common.ts) describes the same shape for the
 * servers and the OpenAPI document.
 */
export const ErrorCode = {
  badRequest: 'bad_request',
  validation: 'validation_error',
  unauthorized: 'unauthorized',
  invalidCredentials: 'invalid_credentials',
  forbidden: 'forbidden',
  notFound: 'not_found',
  crossSite: 'cross_site',
  tooLarge: 'payload_too_large',
  rateLimited: 'rate_limited',
  upstreamDown: 'upstream_unavailable',
  upstreamTimeout: 'upstream_timeout',
  internal: 'internal_error',
  notImplemented: 'not_implemented',
  // Members issue: registration, OTP, password reset.
  emailTaken: 'email_taken',
  otpInvalid: 'otp_invalid',
  otpExpired: 'otp_expired',
  otpLocked: 'otp_locked',
  registrationInvalid: 'registration_invalid',
  resetInvalid: 'reset_invalid',
  // A Google/Facebook sign-in whose address has an account here, from a provider that did not vouch for it.
  socialEmailInUse: 'social_email_in_use',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** `{ error: { code, message } }`'s inner object when `body` has that shape, else null. */
export function readErrorBody(body: unknown): { code: string; message: string } | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error: unknown = body.error;
  if (typeof error !== 'object' || error === null || !('code' in error) || !('message' in error)) return null;
  const { code, message } = error;
  return typeof code === 'string' && typeof message === 'string' ? { code, message } : null;
}
