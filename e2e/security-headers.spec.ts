import { expect, type APIResponse, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { acceptCookies, DEMO, openLogin, signIn, test } from './fixtures';

// Security headers on the production build (scripts/web-server.mjs): every page in both languages
// carries a Content-Security-Policy without 'unsafe-inline'/'unsafe-eval' scripts, and the app
// (hydration, statistics after consent, hls.js, next-auth, the radio map, the social embeds, the
// player) runs under it without a single violation.

type Headers = Record<string, string>;

/** Records CSP violations in the page, from the first script on. */
async function watchViolations(page: Page) {
  const refused: string[] = [];
  page.on('console', (message) => {
    // Our pages only: the sign-in provider's pages (another origin) have a policy of their own.
    const url = message.location().url;
    if (url && !url.startsWith(baseURL)) return;
    if (/Refused to|Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return async () => {
    const inPage = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []).catch(() => []);
    return [...refused, ...inPage];
  };
}

const directive = (policy: string, name: string) => policy.split(/;\s*/).find((entry) => entry.split(' ')[0] === name);

function expectDocumentHeaders(headers: Headers, { embed = false } = {}) {
  const policy = headers['content-security-policy'] ?? '';
  expect(policy, 'Content-Security-Policy').not.toBe('');
  const scripts = directive(policy, 'script-src') ?? '';
  expect(scripts).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*$/);
  expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
  expect(directive(policy, 'frame-ancestors')).toBe(embed ? 'frame-ancestors *' : "frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe(embed ? undefined : 'DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('geolocation=(self)');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  // Plain http here: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
}

/** Each inline script of the HTML is allowed by one hash of the policy, and no hash is left over. */
async function expectHashesMatch(response: APIResponse) {
  const html = await response.text();
  const policy = response.headers()['content-security-policy'] ?? '';
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\ssrc=/i.test(` ${attributes}`) && !/type="application\/(ld\+)?json"/i.test(attributes ?? ''))
    .map(([, , body]) => body ?? '');
  const digests = await Promise.all(
    [...new Set(inline)].map(async (body) => {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
      return `'sha256-${Buffer.from(digest).toString('base64')}'`;
    }),
  );
  expect(inline.length).toBeGreaterThan(0);
  expect(policy.match(/'sha256-[^']+'/g)?.sort()).toEqual(digests.sort());
}

const PAGES = [
  '/',
  '/schedule',
  '/radio',
  '/search?search_query=ข่าว',
  '/social',
  '/contact',
  '/apipublic',
  '/cookiespolicy',
  '/privacypolicy',
  '/securitypolicy',
  '/termandconditions',
  '/disclaimer',
  '/webpolicy',
  '/resetpassword?token=x',
  '/test',
  '/500',
  '/vod/1',
  '/live/1',
  '/audio/1',
  '/channel/1',
  '/category/3',
  '/viewmore/4',
  '/viewmore/livestream',
];

for (const locale of ['th', 'en'] as const) {
  const prefix = locale === 'th' ? '' : '/en';

  test(`every page in ${locale} carries the headers and runs without a policy violation`, async ({ page }) => {
    test.setTimeout(240_000);
    await acceptCookies(page);
    const violations = await watchViolations(page);
    for (const path of PAGES) {
      const url = path === '/' ? prefix || '/' : `${prefix}${path}`;
      const response = await page.goto(url);
      expect(response, url).not.toBeNull();
      expect(response!.status(), url).toBeLessThan(400);
      expectDocumentHeaders(await response!.allHeaders());
      // Hydrated: the client-side shell answers (the menu button is a client component).
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.waitForLoadState('load');
      expect(await violations(), url).toEqual([]);
    }
    // An unknown page: 404 page, same headers.
    const missing = await page.goto(`${prefix}/no-such-page`);
    expect(missing!.status()).toBe(404);
    expectDocumentHeaders(await missing!.allHeaders());
    expect(await violations()).toEqual([]);
  });
}

test('the policy lists exactly the hashes of the page\'s inline scripts, cached pages included', async ({ request }) => {
  for (const path of ['/', '/en/vod/1', '/en/schedule']) {
    const first = await request.get(path);
    await expectHashesMatch(first);
    const again = await request.get(path);
    await expectHashesMatch(again);
  }
});

test('assets, API answers and media carry the common headers, and HSTS appears behind https', async ({ request }) => {
  for (const path of ['/favicon.svg', '/audience-stats.js', '/api/openapi.json', '/media/icon/channel/1.svg']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
  expect((await request.get('/media/icon/channel/1.svg')).headers()['content-security-policy']).toContain("default-src 'none'");
  const https = await request.get('/en', { headers: { 'x-forwarded-proto': 'https' } });
  expect(https.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(https.headers()['content-security-policy']).toContain('upgrade-insecure-requests');
});

test('the statistics script loads after cookie consent under the policy', async ({ page, context }) => {
  await context.clearCookies({ name: 'acceptCookie' });
  const violations = await watchViolations(page);
  await page.goto('/en/schedule');
  await expect(page.getByRole('region', { name: /cookie/i })).toBeVisible();
  const stat = page.waitForRequest((request) => request.url().endsWith('/api/v1/home/stat'));
  await page.getByRole('button', { name: /accept/i }).click();
  await stat;
  await expect.poll(() => page.evaluate(() => (window as unknown as { __audienceStats?: { loaded: boolean } }).__audienceStats?.loaded)).toBe(true);
  expect(await violations()).toEqual([]);
});

test('a video plays (hls.js, its worker and captions) under the policy', async ({ page, request }) => {
  test.setTimeout(180_000);
  await expect.poll(async () => (await request.get('/media/hls/live/nbt2hd/index.m3u8')).status(), { timeout: 170_000, intervals: [2000] }).toBe(200);
  await acceptCookies(page);
  const violations = await watchViolations(page);
  await page.goto('/en/vod/3');
  const player = page.getByRole('region', { name: /^Video player/ });
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  const video = page.getByTestId('video-player');
  await expect.poll(() => video.evaluate((m: HTMLMediaElement) => m.currentTime), { timeout: 30_000 }).toBeGreaterThan(1);
  const captions = player.getByRole('button', { name: 'Captions' });
  await captions.click();
  await expect(captions).toHaveAttribute('aria-pressed', 'true');
  // The caption file arrives under the policy and its cues load.
  await expect
    .poll(() => video.evaluate((m: HTMLMediaElement) => [...m.textTracks].find((t) => t.kind !== 'metadata' && t.mode !== 'disabled')?.cues?.length ?? 0), { timeout: 15_000 })
    .toBeGreaterThan(0);
  expect(await video.evaluate((m: HTMLMediaElement) => m.error?.code ?? null)).toBeNull();
  expect(await violations()).toEqual([]);
});

test('the radio map and nearest station (geolocation) work under the policy', async ({ page, context }) => {
  await acceptCookies(page);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 18.79, longitude: 98.98 });
  const violations = await watchViolations(page);
  await page.goto('/en/radio');
  await expect(page.getByTestId('radio-marker').first()).toBeVisible();
  await page.getByRole('button', { name: 'Find the nearest station' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Nearest station' })).toContainText('Radio Thailand Chiang Mai');
  expect(await violations()).toEqual([]);
});

test('the social page frames its embeds under the policy', async ({ page }) => {
  await acceptCookies(page);
  const violations = await watchViolations(page);
  await page.goto('/en/social');
  await expect(page.locator('iframe')).toHaveCount(2);
  await page.locator('iframe').first().scrollIntoViewIfNeeded();
  await page.waitForTimeout(1000);
  // The frames may not load without internet; a refused frame would be a violation.
  expect((await violations()).filter((entry) => /frame-src/.test(entry))).toEqual([]);
});

test('the login dialog signs in (next-auth) and member pages keep the headers', async ({ page }) => {
  test.setTimeout(120_000);
  await acceptCookies(page);
  const violations = await watchViolations(page);
  await page.goto('/');
  await openLogin(page);
  await page.keyboard.press('Escape');
  await signIn(page, DEMO.username, DEMO.password);
  await expect(page.getByTestId('account-menu')).toBeVisible({ timeout: 30_000 });
  for (const path of ['/profile', '/history', '/favorite', '/en/profile', '/en/favorite']) {
    const response = await page.goto(path);
    expect(response!.status(), path).toBe(200);
    expectDocumentHeaders(await response!.allHeaders());
    await expect(page.getByTestId('account-menu')).toBeVisible();
  }
  expect(await violations()).toEqual([]);
});

test('Google sign-in (the local OpenID provider) completes under the policy', async ({ page }) => {
  await acceptCookies(page);
  const violations = await watchViolations(page);
  await page.goto('/en');
  await openLogin(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Sign in with Google' }).click();
  await page.locator('input[name="login"]').fill(`csp${Date.now()}`);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  const consent = page.getByRole('button', { name: 'Continue' });
  if (await consent.isVisible({ timeout: 3000 }).catch(() => false)) await consent.click();
  await expect(page.getByTestId('account-menu')).toBeVisible({ timeout: 30_000 });
  // Only our own pages' violations count (the provider's pages have their own policy).
  expect(await violations()).toEqual([]);
});
