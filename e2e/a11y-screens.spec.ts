import { expect } from '@playwright/test';
import { localized } from './a11y-helpers';
import { acceptCookies, test } from './fixtures';

// Screenshots of focus states and open overlays to look at (not assertions):
// `SCREENSHOTS=1 npx playwright test a11y-screens` writes screenshots/a11y-<state>-<locale>-<width>.png.
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the review screenshots');

const dir = process.env.SCREENSHOTS_DIR ?? 'screenshots';

for (const locale of ['th', 'en'] as const) {
  for (const width of [375, 768, 1280]) {
    test(`focus and overlays at ${width}px in ${locale}`, async ({ page }) => {
      test.setTimeout(120_000);
      const shot = (name: string) => page.screenshot({ path: `${dir}/a11y-${name}-${locale}-${width}.png` });
      await page.setViewportSize({ width, height: 800 });
      await page.goto(localized(locale, '/'));
      await expect(page.getByRole('banner').getByRole('button', { name: /^(เข้าสู่ระบบ|Login)$/ })).toBeVisible();
      await page.keyboard.press('Tab');
      await shot('skip-link');
      await page.keyboard.press('Tab');
      await shot('focus-menu-toggle');
      await page.keyboard.press('Tab');
      await shot('focus-logo');
      // The cookie bar's button, then the footer on its dark surface.
      await page.getByRole('region').filter({ has: page.getByRole('button') }).last().getByRole('button').focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await shot('focus-cookie-bar');
      await acceptCookies(page);
      await page.goto(localized(locale, '/vod/1'));
      const player = page.getByRole('region', { name: /^(เครื่องเล่นวิดีโอ|Video player)/ });
      await player.getByRole('button').first().focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await shot('focus-player');
      await page.locator('footer a').first().focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await page.locator('footer a').first().scrollIntoViewIfNeeded();
      await shot('focus-footer');
      await page.goto(localized(locale, '/contact'));
      await page.locator('form button[type=submit]').click();
      await page.locator('#contact-name').focus();
      await shot('form-errors');
      await page.getByRole('banner').getByRole('button', { name: /^(ภาษา|Language)/ }).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      await shot('language-menu');
      await page.keyboard.press('Escape');
      await page.getByRole('banner').getByRole('button', { name: /^(เข้าสู่ระบบ|Login)$/ }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Tab');
      await shot('login-dialog');
      await page.keyboard.press('Escape');
      if (width < 1200) {
        await page.getByRole('button', { name: /เปิดเมนู|Open menu/ }).focus();
        await page.keyboard.press('Enter');
        await shot('drawer');
      }
    });
  }
}
