import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request as api, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { acceptCookies, DEMO, signIn, test } from './fixtures';
import { createMember, uniqueEmail } from './members-helpers';

// Catalogue pages come from Next's full-route cache (ISR); member pages never do.
test.describe.configure({ mode: 'serial' });

/**
 * A visitor without cookies: the `language` cookie a page sets would send later unprefixed (Thai)
 * paths to their English address.
 */
async function visitor<T>(run: (request: APIRequestContext) => Promise<T>): Promise<T> {
  const context = await api.newContext({ baseURL });
  try {
    return await run(context);
  } finally {
    await context.dispose();
  }
}

/** The answer came from a cache: Next's page cache, or the web server's micro-cache in front of it. */
const fromCache = (headers: Record<string, string>) => headers['x-nextjs-cache'] === 'HIT' || /^(?:HIT|STALE)$/.test(headers['x-micro-cache'] ?? '');

/** GETs a page until Next serves it from the page cache (its first request renders it). */
async function cachedPage(request: APIRequestContext, path: string) {
  let last = { status: 0, cache: '', control: '', body: '' };
  await expect
    .poll(
      async () => {
        const response = await request.get(path, { maxRedirects: 0 });
        last = { status: response.status(), cache: response.headers()['x-nextjs-cache'] ?? '', control: response.headers()['cache-control'] ?? '', body: await response.text() };
        return last.cache;
      },
      { timeout: 30_000 },
    )
    .toBe('HIT');
  return last;
}

/** When the page asked for each of the build's scripts (/_next/static/….js), in ms from its navigation. */
const scriptRequestTimes = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/_next/static/') && entry.name.endsWith('.js'))
      .map((entry) => entry.startTime),
  );

const bangkokDay = (offset: number) => new Date(Date.now() + 7 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

test('catalogue pages are served from the page cache, the same for every visitor', async () => {
  for (const path of ['/', '/en', '/vod/1', '/en/vod/2', '/live/1', '/schedule', '/radio', '/category/1', '/viewmore/livechannel', '/apipublic', '/privacypolicy']) {
    const first = await visitor((request) => cachedPage(request, path));
    expect(first.status, path).toBe(200);
    // Shared caches may keep it for the revalidation period; never `private`.
    expect(first.control, path).toMatch(/s-maxage=\d+/);
    expect(first.control, path).not.toMatch(/private|no-store/);
    // Another visitor gets it from a cache at once; its body is compared once Next's page cache answers
    // it too (a page Next served stale while rendering it again is kept by the micro-cache for its
    // second, and that copy may be of the render before).
    const second = await visitor(async (request) => {
      const response = await request.get(path, { maxRedirects: 0 });
      return { cache: fromCache(response.headers()), body: (await cachedPage(request, path)).body };
    });
    expect(second.cache, path).toBe(true);
    expect(second.body, path).toBe(first.body);
  }
});

test("within a second, visitors asking for the same page get the web server's micro-cached copy", async () => {
  await visitor(async (request) => {
    await cachedPage(request, '/en/radio');
    // Asked again and again: a copy from the micro-cache comes within its second.
    let copy = { status: 0, micro: '', policy: '', body: '' };
    await expect
      .poll(
        async () => {
          const response = await request.get('/en/radio', { maxRedirects: 0 });
          const headers = response.headers();
          copy = { status: response.status(), micro: headers['x-micro-cache'] ?? '', policy: headers['content-security-policy'] ?? '', body: await response.text() };
          return copy.micro;
        },
        { timeout: 15_000 },
      )
      .toBe('HIT');
    // Whole, with its own policy (the secure handler's work is done on the copy too).
    expect(copy.status).toBe(200);
    expect(copy.policy).toContain("script-src 'self' 'sha256-");
    expect(copy.body).toContain('</html>');
  });
});

test('a browser gets the page and its scripts in Brotli, compressed once by the web server', async ({ page }) => {
  const scripts: { url: string; encoding: string | undefined; type: string | undefined; vary: string | undefined }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/_next/static/') && response.request().resourceType() === 'script') {
      const headers = response.headers();
      scripts.push({ url: response.url(), encoding: headers['content-encoding'], type: headers['content-type'], vary: headers.vary });
    }
  });
  const document = await page.goto('/en');
  const headers = document!.headers();
  expect(headers['content-encoding']).toBe('br');
  expect(headers.vary).toContain('Accept-Encoding');
  expect(headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
  // The page works: hydrated (the language menu opens) from scripts that came in Brotli.
  await page.getByRole('button', { name: 'Language: English' }).click();
  await expect(page.getByRole('menuitem', { name: 'ไทย (Thai)' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(5);
  const compressed = scripts.filter((script) => script.encoding === 'br');
  // Files under 1 kB go as they are; every other script comes in Brotli.
  expect(compressed.length).toBeGreaterThanOrEqual(scripts.length - 2);
  for (const script of compressed) {
    expect(script.type, script.url).toBe('application/javascript; charset=utf-8');
    expect(script.vary, script.url).toBe('Accept-Encoding');
  }
  // A client-side navigation's payload (a cached page's RSC) comes in Brotli too, and renders.
  await page.keyboard.press('Escape');
  const payload = page.waitForResponse((response) => response.request().headers().rsc === '1' && !response.request().headers()['next-router-prefetch'] && new URL(response.url()).pathname === '/en/schedule');
  await page.locator('a[href="/en/schedule"]').first().click();
  expect((await payload).headers()['content-encoding']).toBe('br');
  await expect(page).toHaveURL(/\/en\/schedule$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("the page's scripts are fetched once it has painted its content, and it still comes alive", async ({ page }) => {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/_next/static/') && pathname.endsWith('.js')) paths.push(pathname);
  });
  const document = await page.goto('/en/vod/1');
  // The server's HTML names none of them in a tag a browser's preload scanner would fetch at once.
  const html = await document!.text();
  expect(html.match(/<script src="\/_next\/static\/[^"]+" async=""/)?.[0]).toBeUndefined();
  expect(html.match(/<link rel="preload" as="script"[^>]*>/)?.[0]).toBeUndefined();
  // Hydrated all the same: the language menu opens.
  await page.getByRole('button', { name: 'Language: English' }).click();
  await expect(page.getByRole('menuitem', { name: 'ไทย (Thai)' })).toBeVisible();
  const timing = {
    contentfulPaint: await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime),
    scripts: await scriptRequestTimes(page),
  };
  expect(timing.contentfulPaint).toBeGreaterThan(0);
  expect(timing.scripts.length).toBeGreaterThan(5);
  expect(paths.length).toBeGreaterThanOrEqual(timing.scripts.length);
  // Each asked for after the first contentful paint (none with it, as the stylesheet and fonts are).
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.contentfulPaint!);
  // And each once.
  expect(new Set(paths).size).toBe(paths.length);
});

test("on a page whose largest picture is asked for at high priority, the scripts wait for that picture's paint", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: { url: string; at: number }[] = [];
    (window as unknown as { __largest: typeof seen }).__largest = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push({ url: (entry as PerformanceEntry & { url: string }).url, at: entry.startTime });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  // The radio page's map (/radio-map.svg?v=…) is preloaded at high priority and is its largest paint.
  await page.goto('/en/radio');
  await expect(page.getByTestId('radio-marker').first()).toBeVisible();
  const timing = {
    largest: await page.evaluate(() => (window as unknown as { __largest: { url: string; at: number }[] }).__largest),
    scripts: await scriptRequestTimes(page),
  };
  const map = timing.largest.find((entry) => new URL(entry.url || 'http://x/').pathname === '/radio-map.svg');
  expect(map, JSON.stringify(timing.largest)).toBeDefined();
  expect(timing.scripts.length).toBeGreaterThan(5);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(map!.at);
});

test('a search is a cached page per query, kind and page; the address stays /search?…', async ({ page, request }) => {
  const query = encodeURIComponent('ข่าว');
  const all = await cachedPage(request, `/en/search?search_query=${query}`);
  expect(all.status).toBe(200);
  expect(all.body).toMatch(/\d+ results? for “ข่าว”/);
  // Another kind or page is another entry, rendered for its own query.
  const videos = await cachedPage(request, `/en/search?search_query=${query}&kind=video&page=1`);
  expect(videos.body).not.toBe(all.body);
  // The same search spelt with padding and a junk kind is the same page.
  const spelt = await request.get(`/en/search?search_query=%20${query}%20&kind=nonsense`);
  expect(spelt.headers()['x-nextjs-cache']).toBe('HIT');
  expect(await spelt.text()).toBe(all.body);
  // The internal address answers only in its one canonical spelling.
  expect((await request.get('/en/search/results/all/01/4LiC')).status()).toBe(404);
  expect((await request.get('/en/search/results/all/1/%25%25')).status()).toBe(404);
  // In the browser the visitor keeps the address they asked for.
  await page.goto(`/en/search?search_query=${query}&kind=audio`);
  await expect(page).toHaveURL(/\/en\/search\?search_query=.+&kind=audio$/);
  await expect(page.getByTestId('search-summary')).toContainText('ข่าว');
  await expect(page.getByRole('navigation', { name: 'Result types' }).getByRole('link', { name: 'Audio' })).toHaveAttribute('aria-current', 'page');
});

test('a video page keeps its content and its ?t= start without rendering per request', async ({ request }) => {
  const plain = await cachedPage(request, '/en/vod/1');
  const withStart = await request.get('/en/vod/1?t=30');
  expect(withStart.headers()['x-nextjs-cache']).toBe('HIT');
  expect(await withStart.text()).toBe(plain.body);
});

test('/schedule?date= is the cached page of that day; other dates show today', async ({ page, request }) => {
  const tomorrow = bangkokDay(1);
  const day = await cachedPage(request, `/en/schedule?date=${tomorrow}`);
  expect(day.status).toBe(200);
  await page.goto(`/en/schedule?date=${tomorrow}`);
  await expect(page.locator('a[aria-current="date"]')).toHaveAttribute('href', `/en/schedule?date=${tomorrow}`);

  const today = bangkokDay(0);
  for (const date of ['2000-01-01', 'nonsense']) {
    await page.goto(`/en/schedule?date=${date}`);
    await expect(page.locator('a[aria-current="date"]')).toHaveAttribute('href', `/en/schedule?date=${today}`);
  }
  // The per-day pages exist only for the days on offer.
  expect((await request.get('/en/schedule/2000-01-01')).status()).toBe(404);
});

test('member pages are private and show only their own member', async ({ browser, request }) => {
  // Two sign-ins and a registration: slow on a loaded machine.
  test.setTimeout(240_000);
  const other = uniqueEmail('cache');
  const password = 'Cache-test-2026';
  await createMember(other, password);

  const demoContext = await browser.newContext();
  const otherContext = await browser.newContext();
  // As the suite's default context has it: the home popup banner would cover the login button.
  for (const context of [demoContext, otherContext]) await context.addCookies([{ name: 'acceptShowBanner', value: 'true', url: baseURL }]);
  try {
    const demoPage = await demoContext.newPage();
    await acceptCookies(demoPage);
    await demoPage.goto('/en');
    await signIn(demoPage);
    await expect(demoPage.getByTestId('account-menu')).toBeVisible({ timeout: 90_000 });

    const otherPage = await otherContext.newPage();
    await acceptCookies(otherPage);
    await otherPage.goto('/en');
    await signIn(otherPage, other, password);
    await expect(otherPage.getByTestId('account-menu')).toBeVisible({ timeout: 90_000 });

    for (const path of ['/en/profile', '/en/history', '/en/favorite']) {
      const demo = await demoContext.request.get(path, { maxRedirects: 0 });
      expect(demo.status(), path).toBe(200);
      expect(demo.headers()['cache-control'], path).toMatch(/private/);
      expect(demo.headers()['cache-control'], path).toMatch(/no-store/);
      expect(demo.headers()['x-nextjs-cache'], path).toBeUndefined();
    }
    // One after the other, as a shared cache would see them: each gets only its own profile.
    const demoProfile = await (await demoContext.request.get('/en/profile')).text();
    const otherProfile = await (await otherContext.request.get('/en/profile')).text();
    expect(demoProfile).toContain(DEMO.email);
    expect(demoProfile).not.toContain(other);
    expect(otherProfile).toContain(other);
    expect(otherProfile).not.toContain(DEMO.email);

    // A visitor gets the sign-in redirect, not a copy of someone's page.
    const visitor = await request.get('/en/profile', { maxRedirects: 0 });
    expect(visitor.status()).toBe(307);
    expect(visitor.headers()['cache-control'] ?? '').not.toMatch(/s-maxage|public/);

    // A member's visit to a catalogue page gets the same cached copy as anyone: no member data in it.
    const anonymous = await cachedPage(request, '/en/vod/3');
    const signedIn = await demoContext.request.get('/en/vod/3');
    expect(signedIn.headers()['x-nextjs-cache']).toBe('HIT');
    // Not through the micro-cache: a request carrying a session is never answered from, or kept in, it.
    expect(signedIn.headers()['x-micro-cache']).toBeUndefined();
    expect((await demoContext.request.get('/en/vod/3')).headers()['x-micro-cache']).toBeUndefined();
    const signedInBody = await signedIn.text();
    expect(signedInBody).toBe(anonymous.body);
    expect(signedInBody).not.toContain(DEMO.email);
  } finally {
    await demoContext.close();
    await otherContext.close();
  }
});

test('POST /api/revalidate (internal key) marks cached catalogue pages stale', async ({ request }) => {
  const key = readFileSync(join(process.cwd(), '.data', 'e2e', 'backend-internal-key'), 'utf8').trim();
  await cachedPage(request, '/en/radio');
  expect((await request.post('/api/revalidate', { data: {} })).status()).toBe(401);
  expect((await request.post('/api/revalidate', { data: { tags: ['someone-else'] }, headers: { 'x-internal-key': key } })).status()).toBe(400);
  const done = await request.post('/api/revalidate', { data: { tags: ['catalogue'] }, headers: { 'x-internal-key': key } });
  expect(done.status()).toBe(200);
  expect(await done.json()).toEqual({ revalidated: ['catalogue'] });
  // Served once more as it was while it renders again, then fresh from the cache.
  const stale = await request.get('/en/radio');
  expect(stale.status()).toBe(200);
  expect(stale.headers()['x-nextjs-cache']).toBe('STALE');
  await cachedPage(request, '/en/radio');
});
