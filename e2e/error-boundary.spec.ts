import { expect, type Page } from '@playwright/test';
import { backendURL } from '../playwright.config';
import { acceptCookies, signIn, test } from './fixtures';
import { createMember, uniqueEmail } from './members-helpers';

// The error boundary (app/[locale]/error.tsx) and its "Try again" button. A catalogue page whose render
// throws never shows it: its render is whole before anything is sent, so it answers 500 and the web
// server sends the error page of its own instead, whose "Try again" is a link (i18n.spec.ts). A member's
// page is rendered per request behind its loading view: once that has streamed the status is 200, and
// a page read failing after it (the backend answering 500, a fault of its E2E=1 build) reaches the
// boundary, by a link inside the app as by a page load.

const PASSWORD = 'Retry-test-2026';

/** A member of the test's own (the fault is keyed by member id), signed in; returns the member's id. */
async function signedInMember(page: Page, language: 'th' | 'en') {
  const email = uniqueEmail('retry');
  await createMember(email, PASSWORD, language);
  await acceptCookies(page);
  await page.goto(language === 'en' ? '/en' : '/');
  await signIn(page, email, PASSWORD);
  await expect(page.getByTestId('account-menu')).toBeVisible({ timeout: 30_000 });
  // The member's id, from the backend's own sign-in (a session of its own; the page's is untouched).
  const login = await fetch(`${backendURL}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: email, password: PASSWORD }) });
  return { email, id: ((await login.json()) as { user: number }).user };
}

/** The backend answers 500 to the member's profile read from now on (`failing`), or answers again. */
async function profileReadFails(id: number, failing: boolean) {
  const response = await fetch(`${backendURL}/e2e/fail`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: 'auth/account', id, failing }) });
  expect(await response.json()).toEqual({ failing });
}

const texts = {
  en: { title: 'Something went wrong', retry: 'Try again', heading: 'Profile settings', email: 'Email' },
  th: { title: 'เกิดข้อผิดพลาด', retry: 'ลองอีกครั้ง', heading: 'ตั้งค่าโปรไฟล์', email: 'อีเมล' },
} as const;

/** The boundary is what the page shows: its heading and its button (the web server's error page has a link). */
async function expectBoundary(page: Page, locale: 'th' | 'en') {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(texts[locale].title);
  await expect(main.getByRole('button', { name: texts[locale].retry })).toBeVisible();
  await expect(main.getByRole('link', { name: texts[locale].retry })).toHaveCount(0);
}

async function expectProfile(page: Page, locale: 'th' | 'en', email: string) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(texts[locale].heading);
  await expect(page.getByTestId('profile-form').getByLabel(texts[locale].email, { exact: true })).toHaveValue(email);
}

test('en: a page that fails on a link inside the app shows the boundary; Try again draws it once the server answers', async ({ page }) => {
  const { email, id } = await signedInMember(page, 'en');
  const pending = new Set<string>();
  page.on('request', (request) => pending.add(request.url()));
  page.on('requestfinished', (request) => pending.delete(request.url()));
  page.on('requestfailed', (request) => pending.delete(request.url()));
  await profileReadFails(id, true);
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/en\/profile$/);
  await expectBoundary(page, 'en');

  // Still failing: the retry asks the server again (not only the payload the browser has) and the
  // boundary stays, its button working.
  const asked = page.waitForResponse((response) => /\/en\/profile\?_rsc=/.test(response.url()));
  await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
  expect((await asked).status()).toBe(200);
  await expectBoundary(page, 'en');
  // Every request for the page's payload done (a late one would meet the mended server and draw the
  // page without the click below), and still the boundary.
  await expect.poll(() => [...pending].filter((url) => url.includes('_rsc=')), { timeout: 15_000 }).toEqual([]);
  await expectBoundary(page, 'en');

  await profileReadFails(id, false);
  await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
  await expectProfile(page, 'en', email);
  await expect(page).toHaveURL(/\/en\/profile$/);
});

test('th: a page that fails on load shows the boundary in Thai; Try again draws it once the server answers', async ({ page }) => {
  const { email, id } = await signedInMember(page, 'th');
  await profileReadFails(id, true);
  // The loading view streamed first: the status is 200, the boundary drawn in the browser.
  expect((await page.goto('/profile'))?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expectBoundary(page, 'th');

  await profileReadFails(id, false);
  await page.getByRole('main').getByRole('button', { name: 'ลองอีกครั้ง' }).click();
  await expectProfile(page, 'th', email);
  await expect(page).toHaveURL(/\/profile$/);
});
