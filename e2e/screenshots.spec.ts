import { acceptCookies, screenshotWholePage, signIn, test } from './fixtures';

// Screenshots to look at (not assertions): `SCREENSHOTS=1 npx playwright test screenshots`.
// Written to screenshots/<name>-<locale>-<width>.png.
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the review screenshots');

const widths = [375, 768, 1280];
const pages = ['/', '/viewmore/livechannel', '/schedule', '/radio', '/vod/1', '/live/1', '/search?search_query=ข่าว', '/no-such-page', '/apipublic'];

for (const locale of ['th', 'en'] as const) {
  for (const width of widths) {
    test(`pages at ${width}px in ${locale}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of pages) {
        await page.goto(locale === 'th' ? path : `/en${path === '/' ? '' : path}`);
        const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_');
        await screenshotWholePage(page, `screenshots/${name}-${locale}-${width}.png`);
      }
      // The cookie bar, the open menu and the login dialog.
      await page.goto(locale === 'th' ? '/' : '/en');
      await page.screenshot({ path: `screenshots/cookiebar-${locale}-${width}.png` });
      await acceptCookies(page);
      await page.reload();
      if (width < 1200) {
        await page.getByRole('button', { name: /เปิดเมนู|Open menu/ }).click();
        await page.screenshot({ path: `screenshots/menu-${locale}-${width}.png` });
        await page.keyboard.press('Escape');
      }
      // A name of its own per shot: six failures on one account would lock it (and the demo member,
      // whom the member menu shot signs in as).
      await signIn(page, `nobody-${locale}-${width}`, 'wrong-password');
      await page.getByTestId('login-error').waitFor();
      await page.screenshot({ path: `screenshots/login-${locale}-${width}.png` });
    });
  }
}

test('member menu', async ({ page }) => {
  test.skip(!process.env.SCREENSHOTS);
  await acceptCookies(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await signIn(page);
  await page.getByTestId('account-menu').click();
  await page.screenshot({ path: 'screenshots/account-menu-th-1280.png' });
});
