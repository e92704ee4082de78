import { expect as baseExpect, type Browser, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { expectNoAxeViolations, localized, settled, type Locale } from './a11y-helpers';
import { acceptCookies, DEMO, signIn, test } from './fixtures';
import { createMember, newestMail, notify, otpIn, uniqueEmail } from './members-helpers';

// Hydration and client navigation are slow on a loaded 2-core machine (CI runs two workers).
const expect = baseExpect.configure({ timeout: 30_000 });

// axe-core (WCAG 2.1 A + AA) on every route of the spec, in both languages, for a visitor
// (cookie bar open), on the routes whose markup a member changes (cookie bar accepted), and with
// every dialog and menu open.
// Routes are checked in groups on one page each, so the whole spec stays a few minutes long.

const searchWith = { th: '/search?search_query=อุทกภัย', en: '/search?search_query=flood' } as const;

/** Every route of the spec (SPEC.md section 2) with the states that change its markup, a few per test. */
const routeGroups = (locale: Locale): string[][] => [
  ['/', '/vod/1', '/audio/1', '/category/1'],
  ['/live/1', '/channel/1', '/viewmore/livestream', '/viewmore/livechannel'],
  ['/viewmore/2', '/radio', '/schedule', '/contact'],
  [searchWith[locale], '/search?search_query=zzqqxxnothing', '/search', '/social'],
  ['/termandconditions', '/webpolicy', '/securitypolicy', '/privacypolicy', '/disclaimer', '/cookiespolicy'],
  ['/apipublic', '/test', '/resetpassword?token=a11y-check-token', '/500', '/no-such-page'],
  // Visitors are sent to /?login=1 (the login dialog open); members see their pages.
  ['/profile', '/history', '/favorite'],
];

const locales: Locale[] = ['th', 'en'];

/** A signed-in demo member's cookies, made once per worker and reused by every member check. */
const memberTest = test.extend<object, { memberState: string }>({
  memberState: [
    async ({ browser }, provide, workerInfo) => {
      const file = `test-results/a11y-member-${workerInfo.workerIndex}.json`;
      const page = await returningVisitor(browser);
      const context = page.context();
      await page.goto('/');
      await signIn(page, DEMO.username, DEMO.password);
      await expect(page.getByTestId('account-menu')).toBeVisible({ timeout: 30_000 });
      await context.storageState({ path: file });
      await context.close();
      await provide(file);
    },
    { scope: 'worker' },
  ],
  storageState: ({ memberState }, provide) => provide(memberState),
});

const MEMBER_ONLY = ['/profile', '/history', '/favorite'];

async function auditRoutes(page: Page, locale: Locale, paths: string[], who: 'visitor' | 'member') {
  for (const path of paths) {
    await page.goto(localized(locale, path));
    await settled(page);
    // A visitor lands on /?login=1 with the login dialog open over the home page.
    const dialog = who === 'visitor' && MEMBER_ONLY.includes(path);
    if (dialog) await expect(page.getByRole('dialog').locator('#login-username')).toBeVisible();
    await expectNoAxeViolations(page, `${who} ${localized(locale, path)}`, { overlay: dialog });
  }
}

test.describe('axe: visitor', () => {
  test.describe.configure({ timeout: 300_000 });
  for (const locale of locales) {
    routeGroups(locale).forEach((paths, index) => {
      test(`${locale} routes ${index + 1} (cookie bar open)`, async ({ page }) => {
        await auditRoutes(page, locale, paths, 'visitor');
      });
    });
  }
});

// A member's markup differs from a visitor's in the top bar (account menu and bell instead of the login
// button), the favourite button of a video page, the accepted cookie bar and the member pages; those are
// audited as a member. The rest of every route is the same markup the visitor pass audits above.
const MEMBER_ROUTES = ['/', '/vod/1', '/audio/1', ...MEMBER_ONLY];

memberTest.describe('axe: member', () => {
  memberTest.describe.configure({ timeout: 300_000 });
  for (const locale of locales) {
    memberTest(`${locale} top bar, favourite buttons and member pages`, async ({ page }) => {
      await auditRoutes(page, locale, MEMBER_ROUTES, 'member');
    });
  }
});

test.describe('axe: overlays', () => {
  test.describe.configure({ timeout: 300_000 });

  for (const locale of locales) {
    test(`${locale}: popup banner, language menu, login, register steps, forgot password`, async ({ browser }) => {
      // A first visit: no "do not show again" cookie, so the home popup banner opens.
      const page = await returningVisitor(browser, { banner: false });
      const context = page.context();
      await page.goto(localized(locale, '/'));
      await expect(page.getByRole('checkbox', { name: /ไม่ต้องแสดงอีก|Do not show again/ })).toBeVisible();
      await expectNoAxeViolations(page, `${locale} home popup banner`, { overlay: true });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.getByRole('banner').getByRole('button', { name: /^(ภาษา|Language)/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeViolations(page, `${locale} language menu`, { overlay: true });
      await page.keyboard.press('Escape');

      await page.getByRole('banner').getByRole('button', { name: /^(เข้าสู่ระบบ|Login)$/ }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page, `${locale} login dialog`, { overlay: true });
      await dialog.getByRole('button', { name: /^(เข้าสู่ระบบ|Login)$/ }).click();
      await expect(dialog.getByRole('alert').first()).toBeVisible();
      await expectNoAxeViolations(page, `${locale} login dialog with field errors`, { overlay: true });

      await dialog.getByRole('button', { name: /^(สมัครสมาชิก|Register)$/ }).click();
      await expect(dialog.getByTestId('register-step')).toContainText('1');
      await expectNoAxeViolations(page, `${locale} register step 1`, { overlay: true });
      const email = uniqueEmail(`a11y-${locale}`);
      const started = Date.now() - 1;
      await dialog.locator('#register-firstname').fill('Axe');
      await dialog.locator('#register-lastname').fill('Check');
      await dialog.locator('#register-email').fill(email);
      await dialog.locator('#register-password').fill('Axe-check-2026');
      await dialog.locator('form button[type=submit]').click();
      await expect(dialog.locator('#register-otp')).toBeVisible();
      await expectNoAxeViolations(page, `${locale} register step 2 (OTP)`, { overlay: true });
      await dialog.locator('#register-otp').fill(otpIn(await newestMail(email, started)));
      await dialog.locator('form button[type=submit]').click();
      await expect(dialog.getByTestId('register-step')).toContainText('3');
      await expectNoAxeViolations(page, `${locale} register step 3`, { overlay: true });
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      await page.getByRole('banner').getByRole('button', { name: /^(เข้าสู่ระบบ|Login)$/ }).click();
      await dialog.getByRole('button', { name: /ลืมรหัสผ่าน|Forgot password/ }).click();
      await expect(page.getByRole('dialog').locator('input[type=email]')).toBeVisible();
      await expectNoAxeViolations(page, `${locale} forgot-password dialog`, { overlay: true });
      await page.getByRole('dialog').locator('input[type=email]').fill(email);
      await page.getByRole('dialog').locator('form button[type=submit]').click();
      await expect(page.getByRole('dialog').getByRole('status')).toBeVisible();
      await expectNoAxeViolations(page, `${locale} forgot-password dialog sent`, { overlay: true });
      await context.close();
    });
  }

  for (const locale of locales) {
    test(`${locale} at 375 px: side-nav drawer and mobile search mode`, async ({ browser }) => {
      const page = await returningVisitor(browser, { mobile: true });
      await page.goto(localized(locale, '/'));
      await settled(page);
      await openDrawerAndAudit(page, `${locale} 375 visitor`);
      await page.getByRole('button', { name: /เปิดช่องค้นหา|Open search/ }).click();
      await expect(page.getByRole('searchbox')).toBeVisible();
      await expectNoAxeViolations(page, `${locale} 375 mobile search mode`, { overlay: true });
      await page.context().close();
    });
  }

  test('member: account menu, notification panel (items and empty), drawer at 375 px', async ({ browser }) => {
    const email = uniqueEmail('a11y-bell');
    await createMember(email, 'Axe-check-2026');
    await notify(email, 3);
    const page = await returningVisitor(browser);
    const context = page.context();
    await page.goto('/');
    await signIn(page, email, 'Axe-check-2026');
    await expect(page.getByTestId('account-menu')).toBeVisible({ timeout: 30_000 });
    for (const locale of locales) {
      await page.goto(localized(locale, '/'));
      await settled(page);
      await page.getByTestId('account-menu').click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeViolations(page, `${locale} account menu`, { overlay: true });
      await page.keyboard.press('Escape');
      await page.getByTestId('notification-bell').click();
      await expect(page.getByTestId('notification-item').first()).toBeVisible();
      await expectNoAxeViolations(page, `${locale} notification panel with items`, { overlay: true });
      await page.keyboard.press('Escape');
    }
    await page.getByTestId('notification-bell').click();
    await page.getByTestId('notification-panel').getByRole('button', { name: /^(ลบทั้งหมด|Delete all)$/ }).click();
    // "Delete all" asks first: the question is audited too.
    const question = page.getByTestId('notification-delete-confirm');
    await expect(question).toBeVisible();
    await expectNoAxeViolations(page, 'en notification panel asking to delete all', { overlay: true });
    await question.getByRole('button', { name: /^(ใช่ ลบทั้งหมด|Yes, delete all)$/ }).click();
    await expect(page.getByTestId('notification-empty')).toBeVisible();
    await expectNoAxeViolations(page, 'en notification panel empty', { overlay: true });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 375, height: 812 });
    await openDrawerAndAudit(page, 'en 375 member');
    await context.close();
  });
});

/** A page in a context of its own that has accepted the cookie bar (and, unless told, dismissed the home popup). */
async function returningVisitor(browser: Browser, { banner = true, mobile = false } = {}) {
  // In a test, browser.newContext takes the config's options (whose storageState already dismisses the
  // popup banner); in the worker-scoped member fixture it does not, hence the explicit baseURL and cookie.
  const context = await browser.newContext({
    baseURL,
    ...(banner ? {} : { storageState: { cookies: [], origins: [] } }),
    ...(mobile ? { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true } : {}),
  });
  const page = await context.newPage();
  await acceptCookies(page);
  if (banner) await context.addCookies([{ name: 'acceptShowBanner', value: 'true', url: baseURL }]);
  return page;
}

async function openDrawerAndAudit(page: Page, label: string) {
  await page.getByRole('button', { name: /เปิดเมนู|Open menu/ }).click();
  await expect(page.locator('#side-nav')).toBeVisible();
  await expectNoAxeViolations(page, `${label} side-nav drawer`, { overlay: true });
  await page.keyboard.press('Escape');
  await expect(page.locator('#side-nav')).toBeHidden();
}
