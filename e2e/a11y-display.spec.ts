import { expect as baseExpect, type Page } from '@playwright/test';
import { localized } from './a11y-helpers';
import { acceptCookies, test } from './fixtures';

// Hydration and client navigation are slow on a loaded 2-core machine (CI runs two workers).
const expect = baseExpect.configure({ timeout: 30_000 });

// Display preferences: reduced motion (WCAG 2.3.3 / 2.2.2) and text zoomed to 200 % (1.4.4, 1.4.10).

const transitionOf = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => getComputedStyle(element).transitionDuration);

test('prefers-reduced-motion: no slider autoplay, no transitions; without it the slider moves', async ({ page }) => {
  await acceptCookies(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const slider = page.getByRole('region', { name: 'แนะนำ', exact: true });
  await expect(slider).toHaveAttribute('data-autoplay', 'false');
  // The control offers to start the slides, which the visitor may still do.
  await expect(slider.getByRole('button', { name: 'เล่นสไลด์' })).toBeVisible();
  // Transitions (cards, the side-nav drawer) are cut to nothing.
  expect(parseFloat(await transitionOf(page, '#side-nav'))).toBeLessThan(0.001);
  expect(parseFloat(await transitionOf(page, 'main a[href*="/vod/"]'))).toBeLessThan(0.001);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(slider).toHaveAttribute('data-autoplay', 'true');
  await expect(slider.getByRole('button', { name: 'หยุดเลื่อนสไลด์' })).toBeVisible();
  expect(parseFloat(await transitionOf(page, '#side-nav'))).toBeGreaterThan(0.1);
});

test.describe('text zoomed to 200 % at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const locale of ['th', 'en'] as const) {
    test(`${locale}: no horizontal scrolling, the main navigation still reachable`, async ({ page }) => {
      test.setTimeout(240_000);
      await acceptCookies(page);
      for (const path of ['/', '/vod/1', '/schedule', '/search?search_query=news', '/contact', '/radio']) {
        await page.goto(localized(locale, path));
        await page.evaluate(() => {
          document.documentElement.style.fontSize = '200%';
        });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
        // The text really is twice as large (16 px -> 32 px).
        expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize))).toBe(32);
      }
      // The main navigation: the toggle is on screen and every entry of the menu can be reached.
      const toggle = page.getByRole('button', { name: /เมนู|menu/i }).first();
      await expect(toggle).toBeInViewport();
      const nav = page.locator('#side-nav');
      if (!(await nav.isVisible())) await toggle.click();
      await expect(nav).toBeVisible();
      const schedule = nav.getByRole('link', { name: /ผังรายการ|Schedule/ });
      await schedule.scrollIntoViewIfNeeded();
      await expect(schedule).toBeInViewport();
      await schedule.click();
      await expect(page).toHaveURL(/\/schedule$/);
    });
  }
});
