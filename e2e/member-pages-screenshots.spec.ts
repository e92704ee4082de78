import { expect } from '@playwright/test';
import { acceptCookies, signIn, test } from './fixtures';

// Review screenshots of the members' pages: `SCREENSHOTS=1 npx playwright test member-pages-screenshots`.
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the review screenshots');
test.describe.configure({ mode: 'serial' });

for (const locale of ['th', 'en'] as const) {
  for (const width of [375, 768, 1280]) {
    test(`members' pages at ${width}px in ${locale}`, async ({ page }) => {
      const at = (path: string) => (locale === 'th' ? path : `/en${path}`);
      await page.setViewportSize({ width, height: 900 });
      await acceptCookies(page);
      await page.goto('/');
      await signIn(page);
      await expect(page.getByTestId('account-menu')).toBeVisible();
      await page.evaluate(async () => {
        const save = (body: object) => fetch('/api/v1/history/save', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        await save({ kind: 'live', itemId: 2, position: 10 });
        await save({ kind: 'vod', itemId: 1, position: 40, duration: 120 });
        await fetch('/api/v1/favorite/add', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'channel', itemId: 1 }) });
        await fetch('/api/v1/favorite/add', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'vod', itemId: 2 }) });
      });
      await page.goto(at('/'));
      await page.getByTestId('notification-bell').click();
      await expect(page.getByTestId('notification-panel')).toBeVisible();
      await page.screenshot({ path: `screenshots/notifications-${locale}-${width}.png` });
      for (const path of ['/profile', '/history', '/favorite']) {
        await page.goto(at(path));
        await page.screenshot({ path: `screenshots/member${path.replace('/', '-')}-${locale}-${width}.png`, fullPage: true });
      }
      await page.goto(at('/channel/1'));
      await page.screenshot({ path: `screenshots/member-channel-${locale}-${width}.png` });
    });
  }
}
