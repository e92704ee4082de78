import { acceptCookies, screenshotWholePage, test } from './fixtures';

// Review screenshots of the catalogue pages: `SCREENSHOTS=1 npx playwright test catalogue-screens`.
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the review screenshots');

const pages = ['/', '/radio', '/schedule', '/search?search_query=อุทกภัย', '/search', '/category/1', '/contact', '/apipublic', '/privacypolicy', '/social'];

for (const locale of ['th', 'en'] as const) {
  for (const width of [375, 1280]) {
    test(`catalogue pages at ${width}px in ${locale}`, async ({ page }) => {
      test.setTimeout(180_000);
      await acceptCookies(page);
      await page.setViewportSize({ width, height: 900 });
      for (const path of pages) {
        await page.goto(locale === 'th' ? path : `/en${path === '/' ? '' : path}`);
        const name = path === '/' ? 'home' : path.slice(1).replace(/[/?=]/g, '_').replace(/[^\w_-]/g, 'x');
        const file = `screenshots/cat-${name}-${locale}-${width}.png`;
        await (path === '/schedule' ? page.screenshot({ path: file }) : screenshotWholePage(page, file));
      }
    });
  }
}

test('home popup', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await acceptCookies(page);
  await page.goto('/');
  await page.getByLabel('ไม่ต้องแสดงอีก').waitFor();
  await page.screenshot({ path: 'screenshots/cat-popup-th-1280.png' });
  await context.close();
});
