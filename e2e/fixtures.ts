import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';

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
