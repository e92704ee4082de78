import { isSessionCookie, sessionCookieName, usesSecureCookies } from './cookie-names';

describe('usesSecureCookies', () => {
  it('follows the configured origin: NEXTAUTH_URL, else PUBLIC_ORIGIN, else WEB_ORIGIN', () => {
    expect(usesSecureCookies({})).toBe(false);
    expect(usesSecureCookies({ PUBLIC_ORIGIN: 'https://tv.example.go.th' })).toBe(true);
    expect(usesSecureCookies({ WEB_ORIGIN: 'HTTPS://tv.example.go.th' })).toBe(true);
    expect(usesSecureCookies({ NEXTAUTH_URL: 'http://localhost:3000', PUBLIC_ORIGIN: 'https://tv.example.go.th' })).toBe(false);
    expect(usesSecureCookies({ NEXTAUTH_URL: 'https://tv.example.go.th', PUBLIC_ORIGIN: 'http://localhost:3000' })).toBe(true);
  });

  it('names the session cookie accordingly', () => {
    expect(sessionCookieName({})).toBe('next-auth.session-token');
    expect(sessionCookieName({ PUBLIC_ORIGIN: 'https://tv.example.go.th' })).toBe('__Secure-next-auth.session-token');
  });
});

describe('isSessionCookie', () => {
  it("is the site's session cookie, whole or a chunk of it, and nothing else", () => {
    const name = 'next-auth.session-token';
    for (const cookie of [name, `${name}.0`, `${name}.12`]) expect(isSessionCookie(cookie, name)).toBe(true);
    for (const cookie of ['next-auth.session-tokens', `__Secure-${name}`, 'next-auth.csrf-token', 'language']) expect(isSessionCookie(cookie, name)).toBe(false);
  });
});
