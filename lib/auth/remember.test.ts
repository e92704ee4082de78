import { BROWSER_SESSION_MAX_MS, isSessionOverdue, isSessionTokenCookie, toBrowserSessionCookie } from './remember';

describe('remember-me', () => {
  it('ends unremembered sessions after 12 hours, never remembered ones', () => {
    const now = Date.now();
    expect(isSessionOverdue({ remember: false, loginAt: now - BROWSER_SESSION_MAX_MS + 1000 }, now)).toBe(false);
    expect(isSessionOverdue({ remember: false, loginAt: now - BROWSER_SESSION_MAX_MS - 1000 }, now)).toBe(true);
    expect(isSessionOverdue({ remember: false }, now)).toBe(true);
    expect(isSessionOverdue({ remember: true, loginAt: 0 }, now)).toBe(false);
  });

  it('turns the session cookie into a browser-session cookie', () => {
    const line = 'next-auth.session-token=abc; Path=/; Expires=Wed, 23 Dec 2026 06:00:00 GMT; Max-Age=2592000; HttpOnly; SameSite=Lax';
    expect(toBrowserSessionCookie(line)).toBe('next-auth.session-token=abc; Path=/; HttpOnly; SameSite=Lax');
    expect(isSessionTokenCookie(line)).toBe(true);
    expect(isSessionTokenCookie('__Secure-next-auth.session-token=x; Secure')).toBe(true);
    expect(isSessionTokenCookie('next-auth.csrf-token=x')).toBe(false);
  });
});
