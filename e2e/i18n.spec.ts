import { expect } from '@playwright/test';
import { backendURL } from '../playwright.config';
import { acceptCookies, holdPageScripts, test } from './fixtures';

test.describe('languages', () => {
  test('home is Thai at / and the language cookie is set to th', async ({ page, context }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('heading', { name: 'ช่องถ่ายทอดสด' })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'language');
    expect(cookie?.value).toBe('th');
    expect(cookie?.path).toBe('/');
  });

  test('a browser that prefers English still starts in Thai without the cookie', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await context.close();
  });

  test('English at /en', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Live channels' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Government Public Relations Department');
  });

  test("a tap on the language menu before the page's scripts ran opens it once they do", async ({ page }) => {
    await acceptCookies(page);
    const release = await holdPageScripts(page);
    await page.goto('/schedule', { waitUntil: 'domcontentloaded' });
    await page.getByRole('banner').getByRole('button', { name: /ภาษา/ }).click();
    release();
    await expect(page.getByRole('menuitem', { name: /English/ })).toBeVisible();
  });

  test('choosing English in the dropdown stores language=en and / then leads to English', async ({ page, context }) => {
    await acceptCookies(page);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: /ภาษา/ }).click();
    await page.getByRole('menuitem', { name: /English/ }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('en');

    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // And back to Thai from the side menu's switch.
    await page.getByRole('group', { name: 'Switch language' }).getByRole('button', { name: 'ไทย' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page).not.toHaveURL(/\/en/);
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('th');
  });

  test('unknown paths get a localized 404 page', async ({ page }) => {
    const th = await page.goto('/no-such-page');
    expect(th?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'ไม่พบหน้าที่ต้องการ' })).toBeVisible();
    // A stray '%' (Next alone would answer a bare 500): the same localized page.
    expect((await page.goto('/vod/a%25b'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'ไม่พบหน้าที่ต้องการ' })).toBeVisible();
    const en = await page.goto('/en/no-such-page');
    expect(en?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    const channel = await page.goto('/en/channel/99999');
    expect(channel?.status()).toBe(404);
    // And in English; the API answers JSON.
    const stray = await page.goto('/en/vod/%25');
    expect(stray?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    const api = await page.request.get('/api/v1/video/%25');
    expect([api.status(), await api.json()]).toEqual([404, { error: { code: 'not_found', message: 'Not found' } }]);
  });

  test("a missing item's page is titled as not found, in its language", async ({ page }) => {
    // The Thai ones first: an /en page chooses English for the unprefixed ones.
    for (const [path, title] of [
      ['/vod/99999', 'ไม่พบหน้าที่ต้องการ | สื่อกรมประชาสัมพันธ์'],
      ['/live/99999', 'ไม่พบหน้าที่ต้องการ | สื่อกรมประชาสัมพันธ์'],
      ['/viewmore/99999', 'ไม่พบหน้าที่ต้องการ | สื่อกรมประชาสัมพันธ์'],
      ['/en/vod/99999', 'Page not found | PRD Media'],
      ['/en/audio/99999', 'Page not found | PRD Media'],
      ['/en/channel/99999', 'Page not found | PRD Media'],
      ['/en/category/99999', 'Page not found | PRD Media'],
      ['/en/schedule/2020-01-01', 'Page not found | PRD Media'],
      ['/en/no-such-page', 'Page not found | PRD Media'],
    ] as const) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      await expect(page, path).toHaveTitle(title);
    }
  });

  test('a 404 page is whole in its HTML, without scripts', async ({ browser }) => {
    // Next 16 sends a notFound() an empty body; the web server puts the not-found page's own HTML
    // in its place (scripts/web/status-page.mjs).
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, lang, heading, title] of [
      ['/vod/99999', 'th', 'ไม่พบหน้าที่ต้องการ', 'ไม่พบหน้าที่ต้องการ | สื่อกรมประชาสัมพันธ์'],
      ['/no-such-page', 'th', 'ไม่พบหน้าที่ต้องการ', 'ไม่พบหน้าที่ต้องการ | สื่อกรมประชาสัมพันธ์'],
      ['/en/live/99999', 'en', 'Page not found', 'Page not found | PRD Media'],
      ['/embed/vod/999999?lang=en', 'en', 'Video not found', 'Video not found'],
      ['/embed/live/999', 'th', 'ไม่พบวิดีโอนี้', 'ไม่พบวิดีโอนี้'],
    ] as const) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(page, path).toHaveTitle(title);
      await expect(page.locator('meta[name=robots]').first(), path).toHaveAttribute('content', /noindex/);
      expect(page.url(), path).toMatch(new RegExp(`${path.replace(/[?]/g, '\\$&')}$`));
    }
    // The page itself, asked for directly, is as Next renders it (200), and never indexed.
    expect((await page.goto('/en/not-found'))?.status()).toBe(200);
    await expect(page.locator('meta[name=robots]').first()).toHaveAttribute('content', /noindex/);
    // The portal's page is the portal: its way home is a plain link.
    await page.goto('/en/vod/99999');
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
    await context.close();
  });

  test('a 404 page served in place of the empty one hydrates and navigates', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // A hydration mismatch is a console error (the 404 of the page itself is a console error too: not that one).
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
    });
    expect((await page.goto('/en/vod/99999'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/vod\/99999$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the error page at /500 is localized', async ({ page }) => {
    await page.goto('/500');
    await expect(page.getByRole('heading', { name: 'เกิดข้อผิดพลาด' })).toBeVisible();
    await page.goto('/en/500');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  });

  test("a page whose render fails is the localized error page in its HTML, and can be tried again", async ({ browser, page }) => {
    // The backend answers 500 for this one video (a fault of its E2E=1 build), as a bug would: the
    // page's render throws, and Next alone would send an empty page (scripts/web/status-page.mjs).
    const id = 987654;
    const fault = await fetch(`${backendURL}/e2e/fail`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: 'video', id }) });
    expect(await fault.json()).toEqual({ failing: true });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    for (const [path, lang, heading, title, retry] of [
      [`/vod/${id}`, 'th', 'เกิดข้อผิดพลาด', 'เกิดข้อผิดพลาด | สื่อกรมประชาสัมพันธ์', 'ลองอีกครั้ง'],
      [`/en/vod/${id}?t=30`, 'en', 'Something went wrong', 'Something went wrong | PRD Media', 'Try again'],
    ] as const) {
      const response = await bare.goto(path);
      expect([response?.status(), response?.headers()['cache-control']], path).toEqual([500, 'no-store']);
      await expect(bare.locator('html'), path).toHaveAttribute('lang', lang);
      await expect(bare.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(bare, path).toHaveTitle(title);
      await expect(bare.locator('meta[name=robots]').first(), path).toHaveAttribute('content', /noindex/);
      // "Try again" asks for the address that failed, not the error page's.
      const again = bare.waitForResponse((r) => r.request().isNavigationRequest());
      await bare.getByRole('link', { name: retry }).click();
      expect((await again).url(), path).toMatch(new RegExp(`${path.replace(/[?]/g, '\\$&')}$`));
      await expect(bare.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    }
    await context.close();

    // With scripts, the page hydrates as it came and navigates.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 500/.test(message.text())) errors.push(message.text());
    });
    expect((await page.goto(`/en/vod/${id}`))?.status()).toBe(500);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/en/vod/${id}$`));
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(errors).toEqual([]);

    // The embeddable player's own, in its frame and its language (?lang=en), with and without scripts.
    for (const javaScriptEnabled of [false, true]) {
      const embedContext = await browser.newContext({ javaScriptEnabled });
      const embed = await embedContext.newPage();
      // With scripts, the swapped page hydrates as it came: no page error, no console error but the 500 itself.
      const embedErrors: string[] = [];
      embed.on('pageerror', (error) => embedErrors.push(error.message));
      embed.on('console', (message) => {
        if (message.type() === 'error' && !/status of 500/.test(message.text())) embedErrors.push(message.text());
      });
      for (const [path, lang, heading, retry] of [
        [`/embed/vod/${id}`, 'th', 'เกิดข้อผิดพลาด', 'ลองอีกครั้ง'],
        [`/embed/vod/${id}?lang=en`, 'en', 'Something went wrong', 'Try again'],
      ] as const) {
        const response = await embed.goto(path);
        expect([response?.status(), response?.headers()['cache-control']], path).toEqual([500, 'no-store']);
        await expect(embed.locator('html'), path).toHaveAttribute('lang', lang);
        await expect(embed.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
        await expect(embed.locator('meta[name=robots]').first(), path).toHaveAttribute('content', /noindex/);
        // Still an embed page: any site may frame it.
        expect(response?.headers()['content-security-policy'], path).toMatch(/frame-ancestors \*/);
        const again = embed.waitForResponse((r) => r.request().isNavigationRequest());
        await embed.getByRole('link', { name: retry }).click();
        expect((await again).url(), path).toMatch(new RegExp(`${path.replace(/[?]/g, '\\$&')}$`));
        await expect(embed.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      }
      expect(embedErrors, `scripts ${javaScriptEnabled ? 'on' : 'off'}`).toEqual([]);
      await embedContext.close();
    }

    // Reached inside the app, the failed render becomes a load of the address (Next's answer to a failed
    // RSC request), which is the error page in its HTML; mended meanwhile, its "Try again" draws what
    // the server now has for the address (no such video: the not-found page), not the error again.
    await page.goto('/en');
    // Hydrated (the language menu opens) before the app's router is asked to go there.
    await page.getByRole('button', { name: 'Language: English' }).click();
    await expect(page.getByRole('menuitem', { name: 'ไทย (Thai)' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.evaluate((path) => (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push(path), `/en/vod/${id}`);
    await expect(page).toHaveURL(new RegExp(`/en/vod/${id}$`));
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    const mend = await fetch(`${backendURL}/e2e/fail`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: 'video', id, failing: false }) });
    expect(await mend.json()).toEqual({ failing: false });
    await page.getByRole('main').getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/en/vod/${id}$`));
  });
});
