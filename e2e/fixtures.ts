import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { LOADER_START } from '../scripts/web/deferred-scripts.mjs';

/** Pages whose test refuses the page's scripts (nothing to wait for). */
const refusingScripts = new WeakSet<Page>();

/** Tells page.goto() not to wait for the page's scripts: the test refuses them. */
export function refusesScripts(page: Page) {
  refusingScripts.add(page);
}

/**
 * Waits until the page's own scripts have run (React hydrates the document), on a page that loads them
 * after its first paint (scripts/web/deferred-scripts.mjs). page.goto() returns at the load event,
 * which here usually comes before the first paint, so before the scripts are even asked for: a click
 * right after it could reach a button React has not hydrated yet.
 */
export async function waitForPageScripts(page: Page) {
  if (refusingScripts.has(page)) return;
  await page.waitForFunction((loaderStart) => {
    const loader = [...document.querySelectorAll('head > script:not([src])')].some((script) => script.textContent?.startsWith(loaderStart));
    // React has begun hydrating the document (hydrateRoot marks its container): from then on a click on
    // a part not hydrated yet makes React hydrate it first and replay the click.
    return !loader || Object.keys(document).some((key) => key.startsWith('__reactContainer$'));
  }, LOADER_START);
}

/** Holds back the page's scripts until the returned release() is called: the server's HTML is all there is. */
export async function holdPageScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const waiting = new WeakSet<Page>();

/** page.goto() and page.reload() (at their load event) also wait for the page's scripts. */
function waitingForScripts(page: Page) {
  if (waiting.has(page)) return page;
  waiting.add(page);
  for (const name of ['goto', 'reload'] as const) {
    const original = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await original(...args);
        const options = args.find((arg) => typeof arg === 'object' && arg !== null) as { waitUntil?: string } | undefined;
        if ((options?.waitUntil ?? 'load') === 'load') await waitForPageScripts(page);
        return response;
      },
    });
  }
  return page;
}

/** Playwright's test, with the pages of its context waiting for their scripts after goto() and reload(). */
export const test = base.extend({
  context: async ({ context }, provide) => {
    context.on('page', waitingForScripts);
    await provide(context);
  },
  page: async ({ page }, provide) => {
    await provide(waitingForScripts(page));
  },
});

/** The demo member of the seed (README). */
export const DEMO = { username: 'demo@prd.example', password: 'Demo12345', name: 'สมชาย ใจดี', email: 'demo@prd.example' };

/** Accepts the cookie bar so it does not cover the page. */
export async function acceptCookies(page: Page) {
  await page.context().addCookies([{ name: 'acceptCookie', value: 'true', url: baseURL }]);
}

/**
 * A screenshot of the whole page. Rows the browser renders only once they come near the screen
 * (content-visibility: auto, the home page's rows) would show blank in it: they are rendered first,
 * as a visitor scrolling through the page would see them.
 */
export async function screenshotWholePage(page: Page, path: string) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });
  await page.screenshot({ path, fullPage: true });
}

/**
 * Waits until the demo media of a fresh start is ready (the backend makes the clips first and the
 * radio loops last, a minute or two of ffmpeg work); call it in a beforeAll with a long timeout.
 */
export async function waitForDemoMedia(request: APIRequestContext) {
  await expect.poll(async () => (await request.get('/media/hls/live/nbt2hd/index.m3u8')).status(), { timeout: 170_000, intervals: [2000] }).toBe(200);
  await expect.poll(async () => (await request.get('/media/hls/radio/1/index.m3u8')).status(), { timeout: 60_000, intervals: [2000] }).toBe(200);
}

export async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: /^(เข้าสู่ระบบ|Login)$/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

export async function signIn(page: Page, username = DEMO.username, password = DEMO.password) {
  await openLogin(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/อีเมลหรือชื่อผู้ใช้|E-mail or username/).fill(username);
  await dialog.getByLabel(/^(รหัสผ่าน|Password)$/).fill(password);
  await dialog.getByRole('button', { name: /^(เข้าสู่ระบบ|Login)$/ }).click();
}
