import { rateLimitedError, rateLimitedMinutes } from './rate-limited';

describe('a sign-in refused by the rate limit, from authorize() to the login form', () => {
  it('carries the minutes to wait, rounded up, when the backend gave them', () => {
    expect(rateLimitedError(900)).toBe('rate_limited:15');
    expect(rateLimitedError(899)).toBe('rate_limited:15');
    expect(rateLimitedError(61)).toBe('rate_limited:2');
    expect(rateLimitedError(5)).toBe('rate_limited:1');
    expect(rateLimitedError(undefined)).toBe('rate_limited');
    expect(rateLimitedMinutes(rateLimitedError(900))).toBe(15);
  });
  it('reads the minutes the backend gave, 0 when it gave none', () => {
    expect(rateLimitedMinutes('rate_limited:15')).toBe(15);
    expect(rateLimitedMinutes('rate_limited:1')).toBe(1);
    expect(rateLimitedMinutes('rate_limited')).toBe(0);
  });
  it('is undefined for any other error, or a malformed one', () => {
    for (const error of [undefined, null, '', 'CredentialsSignin', 'rate_limited:', 'rate_limited:abc', 'rate_limited:12345', 'xrate_limited:3']) {
      expect(rateLimitedMinutes(error)).toBeUndefined();
    }
  });
});
