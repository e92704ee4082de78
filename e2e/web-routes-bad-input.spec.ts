import fc from 'fast-check';
import { expect, type APIResponse } from '@playwright/test';
import { FC_SEED, INJECTIONS, PATH_TRICKS } from '../backend/testing/bad-input';
import { DEMO, test } from './fixtures';

/**
 * Bad input against the web server's own routes, through the whole web tier (scripts/web-server.mjs,
 * the micro-cache, Next's route handlers): the contract's endpoints have their suites (backend and
 * BFF: backend/abuse, lib/bff/bad-input.test.ts); these are the rest: the social sign-in landing,
 * oEmbed, the OpenGraph pictures, the sitemaps, the radio map, the revalidation hook, next-auth's
 * credentials sign-in. Generated values (fast-check, seed printed on failure; FC_SEED replays it):
 * never a 5xx, never an injected tag or `javascript:` address back as markup, never a stack, never a
 * redirect off the site; the revalidation hook refuses every request without its key, and no generated
 * sign-in opens a session.
 */

const CONTROL = ['\t', '\n', '\r\n', '\u0000', '\u001b', '\u007f', '\u2028', '\ufeff'];
const TEXT = fc.oneof(
  fc.constantFrom(...INJECTIONS, ...PATH_TRICKS, ...CONTROL, '', ' ', '-1', '0', '1e309', 'NaN', '99999999999999999999', '%', '%%', '%zz', '//evil.example', '/\\evil.example', 'https://evil.example/'),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.tuple(fc.constantFrom('/', '/en/', '/vod/', '//', '/./', '/..'), fc.constantFrom(...CONTROL, ...PATH_TRICKS, 'evil.example', 'ข่าว')).map(([a, b]) => a + b),
  fc.string({ minLength: 3000, maxLength: 9000 }),
);
const values = (n: number, offset = 0) => fc.sample(TEXT, { numRuns: n, seed: FC_SEED + offset });

/** What must hold of any answer; a message naming the case, else null. */
async function problemOf(answer: APIResponse, origin: string): Promise<string | null> {
  if (answer.status() >= 500) return `status ${answer.status()}`;
  const type = answer.headers()['content-type'] ?? '';
  const body = type.startsWith('image/') ? '' : await answer.text();
  // The probe may come back as data (Next's flight data names the requested path, percent-encoded, in
  // a JSON string), never as markup a browser would run.
  if (/html|svg|xml/.test(type)) {
    const markup = INJECTIONS.find((injection) => injection.includes('<') && body.includes(injection));
    if (markup) return `markup reflected in ${type}: ${markup}`;
    if (/(?:href|src|action)\s*=\s*["']?\s*javascript:[^"']*xss-probe/i.test(body)) return `javascript: address reflected in ${type}`;
  }
  if (/\bat \S+\.[cm]?[jt]s:\d+|ApiError|ZodError/.test(body)) return 'a stack or an internal error name in the body';
  const location = answer.headers().location;
  if (location !== undefined) {
    let target: URL;
    try {
      target = new URL(location, origin);
    } catch {
      return `unparsable Location ${JSON.stringify(location)}`;
    }
    if (target.origin !== origin) return `redirect off the site: ${JSON.stringify(location)}`;
  }
  return null;
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

test('GET routes with generated query and path values', async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const failures: string[] = [];
  const check = async (url: string) => {
    const answer = await request.get(url, { maxRedirects: 0, failOnStatusCode: false });
    // oEmbed's own answer to a format it does not serve (oEmbed 1.0, section 2.3.4): 501, in the error shape.
    if (answer.status() === 501 && url.startsWith('/api/oembed?') && !url.includes('&format=json&')) {
      expect((await answer.json()).error.code).toBe('not_implemented');
      return;
    }
    const problem = await problemOf(answer, origin);
    if (problem) failures.push(`${problem}: GET ${url.slice(0, 200)}`);
  };
  // (A lone surrogate cannot be encoded: a browser sends U+FFFD for it.)
  const q = (value: string) => encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));
  for (const [i, value] of values(60, 1).entries()) {
    await check(`/api/auth/landing?to=${q(value)}`);
    await check(`/api/oembed?url=${q(i % 2 ? `${origin}/vod/${value}` : value)}&format=${q(i % 3 ? 'json' : value)}&maxwidth=${q(i % 4 ? '640' : value)}`);
    await check(`/api/openapi.json?${q(value)}=${q(value)}`);
    await check(`/radio-map.svg?lang=${q(value)}`);
  }
  // Values in the path: percent-encoded as a browser sends them, and raw path tricks.
  for (const value of [...values(40, 2), ...PATH_TRICKS]) {
    const segment = PATH_TRICKS.includes(value) ? value : q(value);
    await check(`/og/${segment}`);
    await check(`/og/poster/${segment}.jpg`);
    await check(`/sitemap/${segment}`);
    await check(`/media/poster/${segment}`);
    await check(`/embed/th/vod/${segment}`);
  }
  expect(failures, `replay with FC_SEED=${FC_SEED}`).toEqual([]);
});

test('POST /api/revalidate and the credentials sign-in of next-auth with generated bodies', async ({ playwright, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const failures: string[] = [];
  // Each sign-in attempt from an address of its own (the backend believes x-forwarded-for from
  // loopback), so the per-address failure limit does not turn the cases into 429s before they are read.
  let address = 0;
  const context = await playwright.request.newContext({ baseURL });
  const csrf = ((await (await context.get('/api/auth/csrf')).json()) as { csrfToken: string }).csrfToken;
  for (const [i, value] of values(60, 3).entries()) {
    const revalidate = await context.post('/api/revalidate', {
      // (Header values as an HTTP client can send them: visible ASCII.)
      headers: { 'content-type': i % 2 ? 'application/json' : 'text/plain', 'x-internal-key': value.replace(/[^\x20-\x7e]/g, '').slice(0, 8000) || 'x' },
      data: i % 3 ? JSON.stringify({ tags: [value], secret: value }) : value,
      maxRedirects: 0,
      failOnStatusCode: false,
    });
    const revalidateProblem = await problemOf(revalidate, origin);
    if (revalidateProblem) failures.push(`${revalidateProblem}: POST /api/revalidate ${JSON.stringify(value).slice(0, 120)}`);
    if (revalidate.status() < 400) failures.push(`accepted without the key: POST /api/revalidate ${JSON.stringify(value).slice(0, 120)}`);

    address += 1;
    const form = {
      csrfToken: i % 5 === 0 ? value : csrf,
      // Never a real member's name: wrong passwords would lock that account (5 per 15 minutes) for the
      // other specs signing in with it. An unknown account takes the same path (an argon2 verify).
      username: i % 2 ? value : `bad-input-${i}@example.com`,
      password: i % 2 ? 'Demo12345' : value,
      remember: i % 3 ? 'true' : value,
      callbackUrl: i % 4 ? `${origin}/` : value,
      json: 'true',
    };
    const signIn = await context.post('/api/auth/callback/credentials', {
      form,
      headers: { 'x-forwarded-for': `198.18.${Math.floor(address / 250)}.${address % 250}` },
      maxRedirects: 0,
      failOnStatusCode: false,
    });
    const problem = await problemOf(signIn, origin);
    if (problem) failures.push(`${problem}: sign-in ${JSON.stringify(form).slice(0, 200)}`);
    // No generated sign-in opens a session.
    if ((await context.storageState()).cookies.some((cookie) => cookie.name.endsWith('next-auth.session-token') && cookie.value)) {
      failures.push(`signed in with ${JSON.stringify(form).slice(0, 200)}`);
      await context.clearCookies({ name: /session-token/ });
    }
  }
  await context.dispose();
  expect(failures, `replay with FC_SEED=${FC_SEED}`).toEqual([]);
});

test('oversized bodies get a 413 from the web tier, the image optimiser is off, and the session cookie has one name whatever the proxy says', async ({ playwright, baseURL }) => {
  const origin = new URL(baseURL ?? 'http://localhost:3100').origin;
  // As a TLS proxy in front would send it: the browser's https origin, and the protocol forwarded.
  const context = await playwright.request.newContext({
    baseURL: origin,
    extraHTTPHeaders: { origin: origin.replace(/^http:/, 'https:'), 'x-forwarded-proto': 'https' },
  });
  // Body caps by path (scripts/web/body-limit.mjs): 16 kB for next-auth's forms, 4 MiB for the avatar
  // upload, 64 kB (the BFF's own limit) for everything else.
  const csrf = (await (await context.get('/api/auth/csrf')).json()).csrfToken as string;
  const bigForm = await context.post('/api/auth/callback/credentials', {
    form: { csrfToken: csrf, username: 'x'.repeat(20_000), password: 'y', json: 'true' },
    maxRedirects: 0,
    failOnStatusCode: false,
  });
  expect([bigForm.status(), await bigForm.json()]).toEqual([413, { error: { code: 'payload_too_large', message: 'The request body is too large.' } }]);
  // Playwright writes the whole 5 MB before it reads: refused at 64 kB, the rest is read and thrown
  // away (a bounded drain) before the connection closes, so the 413 arrives rather than EPIPE.
  const bigJson = await context.post('/api/v1/search', { data: { search_query: 'x'.repeat(5 * 1024 * 1024) }, failOnStatusCode: false });
  expect([bigJson.status(), (await bigJson.json()).error.code]).toEqual([413, 'payload_too_large']);
  // Past the BFF endpoint's own 64 kB, which is also the web tier's cap for it: the web tier's 413,
  // with the BFF's JSON.
  const overEndpoint = await context.post('/api/v1/search', { data: { search_query: 'x'.repeat(100_000) }, failOnStatusCode: false });
  expect([overEndpoint.status(), (await overEndpoint.json()).error.code]).toEqual([413, 'payload_too_large']);
  // A page takes no body worth buffering in Next's middleware: the same 64 kB cap.
  const pagePost = await context.post('/', { data: { pad: 'x'.repeat(100_000) }, failOnStatusCode: false });
  expect([pagePost.status(), (await pagePost.json()).error.code]).toEqual([413, 'payload_too_large']);
  // Within the avatar upload's 4 MiB, past the BFF's 2.8 MB for it: the BFF's own 413 (it reads the
  // body before the session), answered before the body has all come, reaches a client still writing.
  const overAvatar = await context.post('/api/v1/auth/account/upload', { data: { id: 1, image: 'x'.repeat(3_300_000) }, failOnStatusCode: false });
  expect([overAvatar.status(), (await overAvatar.json()).error.code]).toEqual([413, 'payload_too_large']);

  expect((await context.get('/_next/image?url=%2Fog%2Fbanner%2F1-xl.jpg&w=3840&q=75', { failOnStatusCode: false })).status()).toBe(404);

  // Signed in through a proxy that says https while the site is configured for http (no NEXTAUTH_URL):
  // next-auth used to write __Secure-next-auth.session-token, which no reader looked for (member calls 401).
  const signIn = await context.post('/api/auth/callback/credentials', {
    form: { csrfToken: csrf, username: DEMO.username, password: DEMO.password, json: 'true' },
    maxRedirects: 0,
    failOnStatusCode: false,
  });
  expect(signIn.status()).toBeLessThan(400);
  const names = (await context.storageState()).cookies.map((cookie) => cookie.name);
  expect(names).toContain('next-auth.session-token');
  expect(names.filter((name) => name.startsWith('__Secure-'))).toEqual([]);
  const account = await context.post('/api/v1/auth/account', { data: {} });
  expect((await account.json()).result.email).toBe(DEMO.email);
  await context.dispose();
});
