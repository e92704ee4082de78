/**
 * A sign-in refused by the rate limit travels from next-auth's authorize() (lib/auth/options.ts) to the
 * login form as next-auth's `error` string: `rate_limited`, or `rate_limited:<minutes>` when the backend
 * said how long to wait (Retry-After).
 */
export function rateLimitedError(retryAfterSeconds?: number): string {
  return retryAfterSeconds && retryAfterSeconds > 0 ? `rate_limited:${Math.max(1, Math.ceil(retryAfterSeconds / 60))}` : 'rate_limited';
}

/** The minutes of a rate-limit error (rateLimitedError), 0 when it gave none; undefined for any other error. */
export function rateLimitedMinutes(error: string | null | undefined): number | undefined {
  const match = /^rate_limited(?::(\d{1,4}))?$/.exec(error ?? '');
  return match ? Number(match[1] ?? 0) : undefined;
}
