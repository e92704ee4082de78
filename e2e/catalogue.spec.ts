import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { acceptCookies, refusesScripts, signIn, test, waitForDemoMedia, waitForPageScripts } from './fixtures';
import { expectNoAxeViolations } from './a11y-helpers';
import { createMember, resetLinkFor, uniqueEmail } from './members-helpers';
import { OPENING_LOOKBACK_MINUTES } from '../lib/epg-opening';

const bothLocales = [
  { locale: 'th', prefix: '' },
  { locale: 'en', prefix: '/en' },
] as const;

/**
 * The page's own scripts never arrive: what runs is the server's HTML and its inline scripts. Gives
 * how many scripts the page asked for (and got refused), to show the block held.
 */
async function blockPageScripts(page: Page) {
  refusesScripts(page);
  let blocked = 0;
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => {
    blocked += 1;
    return route.abort();
  });
  return () => blocked;
}

/**
 * Follows the side menu's link to `href` from a hydrated page (its language menu opens), so the app
 * navigates on the client. Gives whether the visit stayed in the same document (a mark left on the
 * window before the click is still there).
 */
async function visitInApp(page: Page, href: string) {
  await page.getByRole('button', { name: 'Language: English' }).click();
  await expect(page.getByRole('menuitem', { name: 'ไทย (Thai)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator(`nav#side-nav a[href="${href}"]`).first().click();
  return () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
}

test.describe('home', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('popup banner with "do not show again", announcement strip, slider', async ({ page, context }) => {
    await acceptCookies(page);
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'ประกาศ' });
    await expect(popup.getByLabel('ไม่ต้องแสดงอีก')).toBeVisible();
    await popup.getByLabel('ไม่ต้องแสดงอีก').check();
    await popup.getByRole('button', { name: 'ปิด' }).click();
    await expect(popup).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === 'acceptShowBanner')?.value).toBe('true');

    const strip = page.getByRole('complementary', { name: 'ประกาศถ่ายทอดสด' });
    await expect(strip.getByRole('link', { name: 'รับชมเลย' })).toHaveAttribute('href', '/live/1');
    await strip.getByRole('button', { name: 'ปิดประกาศ' }).click();
    await expect(strip).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === 'notifyHome')?.value).toBe('false');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'ช่องถ่ายทอดสด' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'ประกาศถ่ายทอดสด' })).toHaveCount(0);

    const slider = page.getByRole('region', { name: 'แนะนำ', exact: true });
    await slider.getByRole('button', { name: 'หยุดเลื่อนสไลด์' }).click();
    await slider.getByRole('button', { name: 'สไลด์ถัดไป' }).click();
    await expect(slider.getByRole('button', { name: 'ไปที่สไลด์ 2' })).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('picture source[media="(min-width: 1200px)"]').first()).toHaveAttribute('srcset', /-xl\.webp$/);
  });

  test('popup banner opens with the page, before its scripts, and "do not show again" works without them', async ({ page, context }) => {
    await acceptCookies(page);
    const blocked = await blockPageScripts(page);
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname);
    });
    await page.goto('/en');
    // They are asked for once the page has painted (scripts/web/deferred-scripts.mjs), maybe after its load event.
    await expect.poll(blocked, { message: 'the page asked for its scripts, and got none' }).toBeGreaterThan(0);
    const popup = page.getByRole('dialog', { name: 'Announcement' });
    await expect(popup).toBeVisible();
    expect(await popup.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    const picture = new URL(await popup.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    await expect.poll(() => pictures).toContain(picture);
    // Focus on the dialog's heading (its name, no ring to draw), not on the banner's link, whose ring showed as
    // a bar under the picture; Tab goes on to the link, its ring inside it.
    await expect(popup.getByRole('heading', { name: 'Announcement' })).toBeFocused();
    await page.keyboard.press('Tab');
    const banner = popup.getByRole('link').first();
    await expect(banner).toBeFocused();
    await expect(banner).toHaveCSS('outline-offset', '-3px');
    // The backdrop dims the page to its right edge: the scrollbar's gutter, kept while the page is locked, too.
    const edge = await sharp(await page.screenshot({ clip: { x: page.viewportSize()!.width - 1, y: 360, width: 1, height: 1 } })).raw().toBuffer();
    expect([...edge.subarray(0, 3)].every((channel) => channel < 140), `dimmed at the edge: rgb(${[...edge.subarray(0, 3)]})`).toBe(true);
    // "Do not show again" is stored by the inline script, and the close button is a form of method
    // "dialog": both work without the page's scripts.
    await popup.getByLabel('Do not show again').check();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === 'acceptShowBanner')?.value).toBe('true');

    // Then the dialog stays closed.
    await page.goto('/en');
    await expect(page.getByRole('heading', { name: 'Live channels' })).toBeVisible();
    await page.waitForLoadState('load');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a first-time visitor sent to sign in gets the login dialog, not the popup banner over it', async ({ page }) => {
    await acceptCookies(page);
    // A member-only page sends a visitor to /?login=1 (the same cached home page, which has the popup).
    await page.goto('/en/favorite');
    await expect(page).toHaveURL(/\/en\?login=1&next=%2Ffavorite$/);
    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Announcement' })).toHaveCount(0);
    expect(await page.locator('dialog').evaluate((popup: HTMLDialogElement) => popup.open)).toBe(false);
    // The login form is usable: nothing above it makes it inert.
    await login.locator('#login-username').fill('someone@example.com');
    await expect(login.locator('#login-username')).toBeFocused();
    // The home page without the query still shows the popup to this visitor.
    await page.goto('/en');
    await expect(page.getByRole('dialog', { name: 'Announcement' })).toBeVisible();
  });

  test('popup banner opens on a visit to the home page from another page of the app', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/en/radio');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const stayedInDocument = await visitInApp(page, '/en');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('dialog', { name: 'Announcement' })).toBeVisible();
    // Opened by the page's code, focus goes to its heading too (not to the banner's link).
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Announcement' })).toBeFocused();
    expect(await stayedInDocument()).toBe(true);
  });

  test('popup banner is modal: focus inside, the page behind inert and still; the backdrop closes it', async ({ page }) => {
    await acceptCookies(page);
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/en');
    const popup = page.getByRole('dialog', { name: 'Announcement' });
    await expect(popup.getByLabel('Do not show again')).toBeVisible();
    // Focus is inside the dialog, and Tab keeps it there.
    expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')) || document.activeElement === document.body)).toBe(true);
    }
    // The page behind neither scrolls nor takes clicks.
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // A tap on the top bar's first button lands on the dialog's backdrop instead.
    const button = (await page.locator('header button').first().boundingBox())!;
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, { x: button.x + button.width / 2, y: button.y + button.height / 2 });
    expect(hit).toBe('DIALOG');
    // A press inside the panel released on the backdrop (a drag) leaves it open.
    const box = (await popup.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 10);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, Math.max(4, box.y - 20));
    await page.mouse.up();
    await expect(popup).toBeVisible();
    // A click on the dimmed backdrop (outside the panel) closes it, without "do not show again".
    await page.mouse.click(box.x + box.width / 2, Math.max(4, box.y - 20));
    await expect(popup).toHaveCount(0);
    expect((await page.context().cookies()).find((c) => c.name === 'acceptShowBanner')).toBeUndefined();
    // The keyboard goes on from the top of the page, not from where the dialog sits in it (past the menu).
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await expect(page.getByRole('region', { name: 'Featured', exact: true })).toBeVisible();
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

test('English home rows', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/en');
  for (const name of ['Live channels', 'Recommended', 'News', 'Radio Thailand', 'Playlists']) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
});

for (const { locale, prefix, width } of [
  { ...bothLocales[0], width: 375 },
  { ...bothLocales[1], width: 1280 },
]) {
  test(`home rows off screen are rendered when they come near, at the height they held (${locale}, ${width} px)`, async ({ page }) => {
    await acceptCookies(page);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(prefix || '/');
    const rows = page.locator('main section[aria-labelledby^="home-"]:not([aria-labelledby="home-live"])');
    await expect(rows).toHaveCount(11);
    const last = rows.last();
    // A row's contents (not the row itself) are what the browser skips (content-visibility: auto): no
    // layout, paint or pictures yet.
    const rendered = (row: typeof last) => row.locator('ul').evaluate((list) => list.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered(last)).toBe(false);
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    const before = await height();
    for (const row of await rows.all()) {
      await row.scrollIntoViewIfNeeded();
      await expect.poll(() => rendered(row)).toBe(true);
    }
    await expect(last.locator('img').first()).toHaveJSProperty('complete', true);
    expect(await last.locator('img').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Each row held its real height while skipped: rendering them moved nothing below.
    expect(Math.abs((await height()) - before)).toBeLessThanOrEqual(2);
    // The box the browser clips a row to holds its cards to the screen's edges (phones) and leaves
    // room for a focus ring (3 px, 2 px away) around the list everywhere else.
    const [clip, list] = await last.locator('ul').evaluate((element) => [element.parentElement?.getBoundingClientRect().toJSON(), element.getBoundingClientRect().toJSON()]);
    expect(clip.left).toBeLessThanOrEqual(Math.max(0, list.left - 5));
    expect(clip.right).toBeGreaterThanOrEqual(Math.min(width, list.right + 5));
    expect(clip.bottom).toBeGreaterThanOrEqual(list.bottom + 5);
  });
}

// Home rows (components/catalogue/media-row.tsx): the cards start in line with the row's heading, a
// focused card's ring is drawn whole, and mouse users get previous/next buttons from 768 px.

const homeRows = (page: Page) => page.locator('main section[aria-labelledby^="home-"]:not([aria-labelledby="home-live"])');

/** Scrolls a row into view and waits until the browser has laid it out (content-visibility: auto) and painted it twice. */
async function showRow(row: ReturnType<Page['locator']>) {
  await row.scrollIntoViewIfNeeded();
  await expect.poll(() => row.locator('ul').evaluate((list) => list.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
  await row.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Where a row's first card and its heading start, and how far the row is scrolled. */
const rowStart = (row: ReturnType<Page['locator']>) =>
  row.evaluate((section) => ({
    scroll: section.querySelector('ul')!.scrollLeft,
    heading: section.querySelector('h2')!.getBoundingClientRect().left,
    card: section.querySelector('ul > li')!.getBoundingClientRect().left,
  }));

for (const { locale, prefix } of bothLocales) {
  test(`home rows on a phone: none is scrolled after load, each first card is in line with its row's heading, and the cards still snap (${locale}, 375 px)`, async ({ page }) => {
    await acceptCookies(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(prefix || '/');
    const rows = homeRows(page);
    await expect(rows).toHaveCount(11);
    for (const row of await rows.all()) {
      await showRow(row);
      const { scroll, heading, card } = await rowStart(row);
      const name = await row.getAttribute('aria-labelledby');
      expect(scroll, `${name} scrolled`).toBe(0);
      expect(Math.abs(card - heading), `${name}: first card at ${card}, heading at ${heading}`).toBeLessThanOrEqual(1);
    }
    // Left between two cards, a row settles on the nearer card, in line with the heading.
    const row = rows.first();
    await showRow(row);
    const pitch = await row.locator('ul').evaluate((list) => {
      const [first, second] = list.children;
      const pitch = second!.getBoundingClientRect().left - first!.getBoundingClientRect().left;
      list.scrollTo({ left: pitch - 30, behavior: 'instant' });
      return pitch;
    });
    await expect.poll(() => row.locator('ul').evaluate((list) => list.scrollLeft)).toBe(pitch);
    const second = await row.locator('ul > li').nth(1).evaluate((li) => li.getBoundingClientRect().left);
    expect(Math.abs(second - (await rowStart(row)).heading)).toBeLessThanOrEqual(1);
  });
}

for (const width of [375, 768, 1280]) {
  test(`home rows: every card of a row focused by Tab shows its whole focus ring, none cut by the row (${width} px)`, async ({ page }) => {
    test.setTimeout(120_000);
    await acceptCookies(page);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    // Whether a card's ring (outline and its offset) stays within what the boxes around it clip to (the
    // row's scroller, the row's content-visibility box, the window's width), or by how much it is cut.
    const cut = (card: ReturnType<Page['locator']>) =>
      card.evaluate((element) => {
        const style = getComputedStyle(element);
        const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
        const box = element.getBoundingClientRect();
        const clip = { left: 0, top: -Infinity, right: document.documentElement.clientWidth, bottom: Infinity };
        for (let around = element.parentElement; around && around.tagName !== 'MAIN'; around = around.parentElement) {
          const css = getComputedStyle(around);
          if (css.overflowX === 'visible' && css.overflowY === 'visible' && css.contentVisibility !== 'auto' && !/paint|content|strict/.test(css.contain)) continue;
          const rect = around.getBoundingClientRect();
          const left = rect.left + around.clientLeft;
          const top = rect.top + around.clientTop;
          clip.left = Math.max(clip.left, left);
          clip.top = Math.max(clip.top, top);
          clip.right = Math.min(clip.right, left + around.clientWidth);
          clip.bottom = Math.min(clip.bottom, top + around.clientHeight);
        }
        const sides = {
          left: Math.round(clip.left - (box.left - reach)),
          top: Math.round(clip.top - (box.top - reach)),
          right: Math.round(box.right + reach - clip.right),
          bottom: Math.round(box.bottom + reach - clip.bottom),
        };
        return `${style.outlineStyle} ${reach} px, ${Math.max(...Object.values(sides)) <= 0 ? 'whole' : `cut ${JSON.stringify(sides)}`}`;
      });
    for (const id of ['home-recommended', 'home-radio']) {
      const row = page.locator(`section[aria-labelledby="${id}"]`);
      await showRow(row);
      const cards = row.locator('ul > li > a');
      const count = await cards.count();
      expect(count).toBeGreaterThan(3);
      // Reached by the keyboard, as a visitor would: from the control before it, then Tab.
      await cards.first().focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      for (let i = 0; i < count; i += 1) {
        if (i > 0) await page.keyboard.press('Tab');
        await expect(cards.nth(i)).toBeFocused();
        await expect.poll(() => cut(cards.nth(i)), `${id}, card ${i + 1}`).toBe('solid 5 px, whole');
      }
      // And back with Shift+Tab, the row scrolled to its end.
      for (let i = count - 2; i >= 0; i -= 1) {
        await page.keyboard.press('Shift+Tab');
        await expect(cards.nth(i)).toBeFocused();
        await expect.poll(() => cut(cards.nth(i)), `${id}, card ${i + 1}, back`).toBe('solid 5 px, whole');
      }
    }
  });
}

for (const { locale, prefix, previousName, nextName } of [
  { ...bothLocales[0], previousName: 'เลื่อนไปทางซ้าย', nextName: 'เลื่อนไปทางขวา' },
  { ...bothLocales[1], previousName: 'Scroll left', nextName: 'Scroll right' },
]) {
  test(`home rows at 1280 px: the next button scrolls a row by the cards in view, the previous one comes on, next goes off at the end; no buttons on a phone (${locale})`, async ({ page }) => {
    await acceptCookies(page);
    // In Thai, with less motion asked for: the row jumps at once.
    if (locale === 'th') await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(prefix || '/');
    const row = page.locator('section[aria-labelledby="home-recommended"]');
    await showRow(row);
    const list = row.locator('ul');
    const previous = row.getByRole('button', { name: previousName, exact: true });
    const next = row.getByRole('button', { name: nextName, exact: true });
    await expect(previous).toBeVisible();
    await expect(next).toBeVisible();
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    const box = (await next.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(40);
    /** The row once it has stopped moving: its scroll, its end, and its first card not wholly in view. */
    const settled = async () => {
      let last = -1;
      await expect.poll(async () => {
        const now = await list.evaluate((element) => element.scrollLeft);
        const still = now === last;
        last = now;
        return still;
      }, { intervals: [150] }).toBe(true);
      return list.evaluate((element) => {
        const style = getComputedStyle(element);
        const rect = element.getBoundingClientRect();
        const right = rect.left + element.clientWidth - parseFloat(style.paddingRight);
        const cards = [...element.children].map((card) => card.getBoundingClientRect());
        return { scroll: element.scrollLeft, max: element.scrollWidth - element.clientWidth, firstHidden: cards.findIndex((card) => card.right > right + 0.5), lefts: cards.map((card) => card.left) };
      });
    };
    const heading = await row.locator('h2').evaluate((h2) => h2.getBoundingClientRect().left);
    const before = await settled();
    expect(before.scroll).toBe(0);
    expect(before.firstHidden).toBeGreaterThan(0);
    await next.click();
    const atOnce = await list.evaluate((element) => element.scrollLeft);
    const after = await settled();
    if (locale === 'th') expect(atOnce).toBe(after.scroll);
    // The first card not wholly in view before is now the first, in line with the heading.
    expect(Math.abs(after.lefts[before.firstHidden]! - heading)).toBeLessThanOrEqual(1);
    await expect(previous).toBeEnabled();
    await expectNoAxeViolations(page, `${prefix}/ with a row's buttons`);
    for (let i = 0; i < 10 && (await next.isEnabled()); i += 1) {
      await next.click();
      await settled();
    }
    await expect(next).toBeDisabled();
    const end = await settled();
    expect(end.scroll).toBeGreaterThanOrEqual(end.max - 1);
    expect(end.firstHidden).toBe(-1);
    await previous.click();
    await settled();
    await expect(next).toBeEnabled();
    expect((await settled()).scroll).toBeLessThan(end.scroll);
    // Phones swipe: no buttons there.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(previous).toBeHidden();
    await expect(next).toBeHidden();
  });
}

test('search finds a Thai video by a Thai word from the middle of its title, highlighted', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/');
  await page.getByRole('banner').getByRole('searchbox').first().fill('อุทกภัย');
  await page.getByRole('banner').getByRole('searchbox').first().press('Enter');
  await expect(page).toHaveURL(/\/search\?search_query=/);
  const results = page.getByTestId('search-results');
  await expect(results.locator('mark').first()).toHaveText('อุทกภัย');
  await expect(results.getByRole('link').first()).toHaveAttribute('href', /^\/vod\/\d+$/);
  await expect(results.getByRole('link').first()).toContainText('รัฐบาลเร่งช่วยเหลือผู้ประสบอุทกภัยภาคเหนือ');
  await expect(results.getByTestId('search-hit-kind').first()).toHaveText('วิดีโอ');
  // On a phone, where the Thai title and description make the row taller than the poster, the poster
  // keeps its 16:9 shape instead of being stretched to the row and cropped.
  await page.setViewportSize({ width: 375, height: 800 });
  const poster = await results.getByRole('link').first().locator('img').boundingBox();
  const row = await results.getByRole('link').first().boundingBox();
  expect(row!.height).toBeGreaterThan(poster!.height + 24);
  expect(poster!.width / poster!.height).toBeCloseTo(16 / 9, 1);
  // Nothing found says so ("found 0 items" did).
  await page.goto('/search?search_query=qqxzzy');
  await expect(page.getByTestId('search-summary')).toHaveText('ไม่พบผลการค้นหาสำหรับ “qqxzzy”');
  // Said once (the summary, a status), then what to try next.
  await expect(page.getByTestId('search-help')).toContainText('ลองตรวจตัวสะกด ใช้คำให้น้อยลง');
  await expect(page.getByTestId('search-help')).not.toContainText('qqxzzy');
});

test('search in English is case- and accent-insensitive; empty query shows help', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/en/search?search_query=FLÓOD');
  await expect(page.getByTestId('search-summary')).toContainText(/\d+ results? for “FLÓOD”/);
  await expect(page.getByTestId('search-results').locator('mark').first()).toHaveText(/flood/i);
  // A result's badge names one item ("Video"), not the tab's plural ("Videos").
  const badges = page.getByTestId('search-results').getByTestId('search-hit-kind');
  expect(await badges.allTextContents()).toContain('Video');
  for (const badge of await badges.allTextContents()) expect(badge).toMatch(/^(Video|Audio|Channel|Radio)$/);
  await page.getByRole('navigation', { name: 'Result types' }).getByRole('link', { name: 'Radio', exact: true }).click();
  await expect(page).toHaveURL(/kind=radio/);
  await page.goto('/en/search');
  await expect(page.getByTestId('search-help')).toContainText('What would you like to watch or hear?');
});

test('search: a page past the last one says so and links to the last page; a long query cut at a space still finds', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/en/search?search_query=news&page=50');
  await expect(page.getByTestId('search-summary')).toContainText(/^[1-9]\d* results? for “news”/);
  const pastEnd = page.getByTestId('search-past-end');
  await expect(pastEnd).toContainText('This page is past the last page of results.');
  await pastEnd.getByRole('link', { name: /^Go to page \d+$/ }).click();
  await expect(page.getByTestId('search-results').getByRole('listitem').first()).toBeVisible();
  // 199 letters and a space at the 200-character limit: cut there, and answered (it was a 404).
  const response = await page.goto(`/search?search_query=${'a'.repeat(199)}%20b`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('search-summary')).toBeVisible();
});

test('category: first page from the server, more on scroll', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/category/1');
  const list = page.getByTestId('video-list');
  await expect(list.getByRole('listitem')).toHaveCount(24);
  await page.getByText('แสดงครบทุกรายการแล้ว').or(page.getByRole('button', { name: 'โหลดเพิ่ม' })).first().scrollIntoViewIfNeeded();
  await expect(list.getByRole('listitem')).toHaveCount(25);
  await expect(page.getByText('แสดงครบทุกรายการแล้ว')).toBeVisible();
  await page.goto('/en/viewmore/2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documentary');
});

test('schedule: EPG of every channel, now line, Buddhist-era dates, aired programmes link to VOD', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/schedule');
  await expect(page.getByTestId('epg-now')).toHaveCount(1);
  await expect(page.locator('article h2').first()).toContainText(/25\d\d/);
  await expect(page.getByRole('region', { name: /^ผังรายการวัน(?!วัน)/ }).getByRole('list', { name: 'เอ็นบีที 2HD' })).toBeVisible();
  await page.getByRole('navigation', { name: 'วัน' }).getByRole('link').nth(6).click();
  await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
  await expect(page.locator('a[href^="/vod/"]').first()).toBeVisible();
  await page.goto('/en/schedule');
  await expect(page.getByText('Times are in Thailand time (Asia/Bangkok).')).toBeVisible();
});

/** Refreshes of the page at `pathname`: its server render fetched again, not a link's prefetch. */
function pageRefreshes(page: Page, pathname: string) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const headers = request.headers();
    if (headers.rsc === '1' && !headers['next-router-prefetch'] && new URL(request.url()).pathname === pathname) seen.push(request.url());
  });
  return seen;
}

/**
 * The page's clock moves on 10 s each real second until `count` refreshes were made: time enough for
 * each try to be answered before the next (as they would be, at least 10 s apart).
 */
async function expectRefreshesAsTimePasses(page: Page, refreshes: string[], count: number) {
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(10_000);
        return refreshes.length;
      },
      { intervals: [1_000], timeout: 20_000 },
    )
    .toBe(count);
}

test('schedule: a page left open is fetched again after five minutes, not before, and not while offline', async ({ page, context }) => {
  await acceptCookies(page);
  const refreshes = pageRefreshes(page, '/en/schedule');
  await page.clock.install();
  await page.goto('/en/schedule');
  await expect(page.getByTestId('epg-now')).toHaveCount(1);
  await page.clock.fastForward('04:00');
  await page.waitForTimeout(1_000);
  expect(refreshes).toHaveLength(0);
  // Out of date after 5 minutes, and up to 30 s more at random (open pages do not all ask at once).
  await page.clock.fastForward('01:35');
  await expect.poll(() => refreshes.length).toBe(1);
  // What the refresh brings is the same page, in place: the grid and its now line.
  await expect(page.getByTestId('epg-now')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'NBT 2HD' })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(refreshes).toHaveLength(1);
  // Offline, the next try (the copy the refresh brought is the same: the server's clock did not move)
  // waits: a refresh that fails would be a full page load, the browser's error page.
  await context.setOffline(true);
  await page.clock.fastForward('05:00');
  await page.waitForTimeout(1_000);
  expect(refreshes).toHaveLength(1);
  await expect(page.getByTestId('epg-now')).toHaveCount(1);
  // Back online, the tries go on (the copy is still the same).
  await context.setOffline(false);
  await expectRefreshesAsTimePasses(page, refreshes, 2);
});

test("schedule: a copy out of date on arrival is fetched again at once, then after 10, 30 and 60 s, then every 5 minutes", async ({ page }) => {
  await acceptCookies(page);
  const refreshes = pageRefreshes(page, '/en/schedule');
  // Two days ahead, every render the server gives looks out of date to the browser: like yesterday's
  // copy the page cache gives the first visitor after a quiet night, but one a refresh cannot mend.
  await page.clock.install({ time: Date.now() + 2 * 86_400_000 });
  await page.goto('/en/schedule');
  await expect.poll(() => refreshes.length).toBe(1);
  for (const count of [2, 3, 4]) await expectRefreshesAsTimePasses(page, refreshes, count);
  await page.clock.fastForward('04:30');
  await page.waitForTimeout(1_000);
  // One request per try: none answered from the browser's own copy of the payload (which would come
  // with a second request, in the background, under Next's stale-while-revalidate).
  expect(refreshes).toHaveLength(4);
  await page.clock.fastForward('00:40');
  await expect.poll(() => refreshes.length).toBe(5);
  await page.waitForTimeout(1_000);
  expect(refreshes).toHaveLength(5);
});

/** Today's schedule at `width` px, its page scripts refused: only its inline scripts run. */
async function openScheduleWithoutScripts(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await acceptCookies(page);
  const blocked = await blockPageScripts(page);
  await page.goto('/en/schedule');
  await expect.poll(blocked, { message: 'the page asked for its scripts, and got none' }).toBeGreaterThan(0);
}

test('schedule: on a phone the day picker opens at today, by its inline script', async ({ page }) => {
  await openScheduleWithoutScripts(page, 375);
  const chosen = page.getByRole('navigation', { name: 'Day' }).locator('[aria-current="date"]');
  // Today is the eighth of fifteen days: off screen on a phone, were the picker not scrolled to it.
  await expect(chosen).toHaveText(/Today/);
  await expect(chosen).toBeInViewport({ ratio: 1 });
});

test('schedule: on a phone a day picked shows in the new page\'s picker too', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await acceptCookies(page);
  await page.goto('/en/schedule');
  await waitForPageScripts(page);
  const picker = page.getByRole('navigation', { name: 'Day' });
  const last = picker.getByRole('link').last();
  const href = (await last.getAttribute('href'))!;
  await last.scrollIntoViewIfNeeded();
  await last.click();
  await expect(page).toHaveURL(/date=/);
  await expect(picker.locator('[aria-current="date"]')).toHaveAttribute('href', href);
  await expect(picker.locator('[aria-current="date"]')).toBeInViewport({ ratio: 1 });
  await expect(picker.getByRole('link').first()).not.toBeInViewport();
});

test('schedule: every day the picker offers has programmes on a new install, the oldest and the last too', async ({ page }) => {
  await page.goto('/en/schedule');
  const picker = page.getByRole('navigation', { name: 'Day' });
  const days = await picker.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(days).toHaveLength(15);
  for (const href of [days[0]!, days[6]!, days.at(-1)!]) {
    await page.goto(href);
    await expect(page.getByRole('main'), href).not.toContainText('No programmes for this day.');
    await expect(page.getByRole('list', { name: 'NBT 2HD' }).getByRole('listitem').first(), href).toBeAttached();
  }
});

test('schedule: a programme that began off screen keeps its title beside the channel column', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await acceptCookies(page);
  await page.goto('/en/schedule');
  const row = page.getByRole('list', { name: 'NBT 2HD' });
  await expect(row.getByRole('listitem').first()).toBeVisible();
  // Scroll the grid so that the row's longest programme begins 100 px behind the channel column.
  const { column, title } = await row.evaluate((list) => {
    const scroller = list.closest<HTMLElement>('[data-epg-scroller]')!;
    const channel = list.previousElementSibling!.getBoundingClientRect();
    const widest = [...list.querySelectorAll('li')].sort((a, b) => b.offsetWidth - a.offsetWidth)[0]!;
    scroller.scrollLeft += widest.getBoundingClientRect().left - channel.right + 100;
    // The title's text itself (its span may be as wide as the box).
    const range = document.createRange();
    range.selectNodeContents(widest.querySelector('.font-semibold')!);
    const text = range.getBoundingClientRect();
    return { column: channel.right, title: { left: text.left, width: text.width, box: widest.getBoundingClientRect().width } };
  });
  expect(title.box, 'a programme long enough to scroll past its start').toBeGreaterThan(title.width + 150);
  expect(title.left).toBeGreaterThanOrEqual(column);
  // So does the time ruler's hour that began 100 px behind the column (10:00 here): its label is read whole.
  const hour = await row.evaluate((list) => {
    const scroller = list.closest<HTMLElement>('[data-epg-scroller]')!;
    scroller.scrollLeft = 10 * 180 + 100;
    const column = list.previousElementSibling!.getBoundingClientRect().right;
    const box = [...scroller.querySelectorAll<HTMLElement>('.sticky.top-0 > div:last-child > div')].find((b) => b.textContent === '10:00')!;
    return { column, box: box.getBoundingClientRect().left, label: box.firstElementChild!.getBoundingClientRect().left };
  });
  expect(hour.box).toBeCloseTo(hour.column - 100, 0);
  expect(hour.label).toBeGreaterThanOrEqual(hour.column - 0.5);
});

test('schedule: on a phone a Thai channel name takes a second line rather than an ellipsis, in the 64 px row', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await acceptCookies(page);
  await page.goto('/schedule');
  const names = await page.locator('[data-epg-scroller] ul > li > a').evaluateAll((links) =>
    links.map((link) => {
      const name = link.querySelector('span')!;
      return { text: name.textContent, whole: name.scrollHeight <= name.clientHeight + 1 && name.scrollWidth <= name.clientWidth + 1, row: link.parentElement!.getBoundingClientRect().height };
    }),
  );
  expect(names.length).toBeGreaterThan(5);
  for (const name of names) {
    expect(name.whole, `${name.text} is shown whole`).toBe(true);
    expect(name.row, `${name.text}'s row keeps its height`).toBeLessThanOrEqual(65.5);
  }
});

test('schedule: a programme narrower than its title has it whole in its tooltip and name, and shows it on keyboard focus', async ({ page }) => {
  // The seed has no programme under an hour: the payload of the day a link brings (the programmes'
  // fields, EpgProgramme being a client component) makes the first recording's programme a 6-minute
  // one, 16 px on the grid's 3 px a minute.
  await page.route(/\/en\/schedule\?date=[\d-]+&_rsc=/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/"width":\d+(,"video":\d+)/, '"width":16$1');
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ response, body, headers });
  });
  await acceptCookies(page);
  await page.goto('/en/schedule');
  // Yesterday: aired programmes, with their recordings.
  await page.getByRole('navigation', { name: 'Day' }).getByRole('link').nth(6).click();
  await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
  const box = page.locator('[data-epg-scroller] li[style*="width: 16px"]');
  await expect(box).toHaveCount(1);
  await box.scrollIntoViewIfNeeded();
  const link = box.getByRole('link');
  const title = box.locator('.font-semibold');
  const [text, time] = await Promise.all([title.textContent(), box.locator('.text-\\[11px\\]').textContent()]);
  // The box is as wide as its time (its padding gave way, no 18 px floor), and the title does not fit.
  // (Its place in the grid, whatever the grid's scroll.)
  const before = await box.evaluate((li: HTMLElement) => ({ width: li.getBoundingClientRect().width, place: [li.offsetLeft, li.offsetTop, li.offsetWidth, li.offsetHeight], clipped: li.querySelector('.font-semibold')!.scrollWidth > li.clientWidth }));
  expect(before.width).toBe(16);
  expect(before.clipped).toBe(true);
  // The whole title and time: in the tooltip, and in the link's name.
  await expect(box).toHaveAttribute('title', `${text} (${time})`);
  await expect(link).toHaveAccessibleName(`${text}, ${time} — Watch the recording`);
  // Focused from the keyboard, the link shows the whole title over the boxes after it; nothing moves.
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const shown = await title.evaluate((span) => {
    const rect = span.getBoundingClientRect();
    const top = document.elementFromPoint(rect.right - 2, rect.top + rect.height / 2);
    const li = span.closest('li')!;
    return { whole: span.scrollWidth <= span.clientWidth && rect.width > 16, onTop: Boolean(top && span.closest('a')!.contains(top)), place: [li.offsetLeft, li.offsetTop, li.offsetWidth, li.offsetHeight] };
  });
  expect(shown.whole).toBe(true);
  expect(shown.onTop).toBe(true);
  expect(shown.place).toEqual(before.place);
  // Prefetches of other days may still be on their way through the route.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

for (const width of [375, 1280]) {
  test(`schedule: a recording reached by Tab or Shift+Tab comes out from under the channel column; a channel's name leaves the grid where it is (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await acceptCookies(page);
    await page.goto('/en/schedule');
    // Yesterday: aired programmes, with their recordings.
    await page.goto((await page.getByRole('navigation', { name: 'Day' }).getByRole('link').nth(6).getAttribute('href'))!);
    await waitForPageScripts(page);
    const grid = page.locator('[data-epg-scroller]');
    await expect(grid.locator('ol a').first()).toBeAttached();
    // A recording in a box wide enough to lie partly right of the column, with a focusable after it in
    // the grid (its row's channel name is before it); and that channel name.
    const found = await grid.evaluate((scroller) => {
      const links = [...scroller.querySelectorAll<HTMLElement>('ol a')];
      const link = links.find((a, i) => i < links.length - 1 && a.closest('li')!.offsetWidth > 150);
      if (!link) return false;
      link.dataset.e2e = 'recording';
      (link.closest('ol')!.previousElementSibling as HTMLElement).dataset.e2e = 'channel';
      return true;
    });
    expect(found, 'a recording on yesterday\'s grid').toBe(true);
    const recording = grid.locator('[data-e2e="recording"]');
    const channel = grid.locator('[data-e2e="channel"]');
    /**
     * Focuses (without scrolling) the grid's focusable before `which`, or the one after it when `back`;
     * then scrolls the grid to `scroll`, or else so that the recording begins 40 px under the channel
     * column. Gives the grid's scroll and a point on the recording, 20 px right of the column.
     */
    const beside = (which: 'recording' | 'channel', back: boolean, scroll?: number) =>
      grid.evaluate(
        (scroller, { which, back, scroll }) => {
          const focusables = [scroller, ...scroller.querySelectorAll<HTMLElement>('a')];
          const link = scroller.querySelector<HTMLElement>('[data-e2e="recording"]')!;
          const column = scroller.querySelector('[data-e2e="channel"]')!.getBoundingClientRect().right;
          focusables[focusables.indexOf(scroller.querySelector<HTMLElement>(`[data-e2e="${which}"]`)!) + (back ? 1 : -1)]!.focus({ preventScroll: true });
          if (scroll === undefined) scroller.scrollLeft += link.getBoundingClientRect().left - column + 40;
          else scroller.scrollLeft = scroll;
          const rect = link.getBoundingClientRect();
          return { scroll: scroller.scrollLeft, x: column + 20, y: rect.top + rect.height / 2 };
        },
        { which, back, scroll },
      );
    const where = () =>
      grid.evaluate((scroller) => ({
        scroll: scroller.scrollLeft,
        column: scroller.querySelector('[data-e2e="channel"]')!.getBoundingClientRect().right,
        link: scroller.querySelector('[data-e2e="recording"]')!.getBoundingClientRect().left,
        right: scroller.getBoundingClientRect().right,
      }));
    for (const key of ['Tab', 'Shift+Tab'] as const) {
      await beside('recording', key === 'Shift+Tab');
      await page.keyboard.press(key);
      await expect(recording).toBeFocused();
      const after = await where();
      expect(after.link, `${key}: the recording begins right of the channel column`).toBeGreaterThanOrEqual(after.column);
      expect(after.link, `${key}: just right of it, not centred or further`).toBeLessThanOrEqual(Math.min(after.column + 16, after.right - 40));
    }
    // Partly past the grid's right edge (its start 60 px inside it): Tab brings it in, as far as it goes
    // without its start going under the column.
    await grid.evaluate((scroller) => {
      const link = scroller.querySelector<HTMLElement>('[data-e2e="recording"]')!;
      const focusables = [scroller, ...scroller.querySelectorAll<HTMLElement>('a')];
      focusables[focusables.indexOf(link) - 1]!.focus({ preventScroll: true });
      scroller.scrollLeft += link.getBoundingClientRect().left - (scroller.getBoundingClientRect().right - 60);
    });
    await page.keyboard.press('Tab');
    await expect(recording).toBeFocused();
    const inside = await grid.evaluate((scroller) => {
      const rect = scroller.querySelector('[data-e2e="recording"]')!.getBoundingClientRect();
      const column = scroller.querySelector('[data-e2e="channel"]')!.getBoundingClientRect().right;
      return { left: rect.left, right: rect.right, end: scroller.getBoundingClientRect().left + scroller.clientLeft + scroller.clientWidth, column };
    });
    expect(inside.left, 'past the right edge: its start stays right of the column').toBeGreaterThanOrEqual(inside.column);
    expect(inside.right <= inside.end + 1 || inside.left <= inside.column + 16, `past the right edge: brought in (${JSON.stringify(inside)})`).toBe(true);
    // Tab onto a channel's name, and Shift+Tab back onto it: the grid does not move.
    for (const key of ['Tab', 'Shift+Tab'] as const) {
      const { scroll } = await beside('channel', key === 'Shift+Tab', 600);
      expect(scroll).toBe(600);
      await page.keyboard.press(key);
      await expect(channel).toBeFocused();
      expect((await where()).scroll, key).toBe(scroll);
    }
    // A click's focus (on the press) leaves the grid as it is: the recording stays under the pointer, and is followed.
    const pressed = await beside('recording', false);
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.mouse.move(pressed.x, pressed.y);
    await page.mouse.down();
    await expect(recording).toBeFocused();
    expect((await where()).scroll).toBe(pressed.scroll);
    const href = (await recording.getAttribute('href'))!;
    await page.mouse.up();
    await expect(page).toHaveURL((url) => url.pathname === href);
  });
}

/**
 * Where the EPG should open (px scrolled): at the start of the hour on air, or at the start of the
 * earliest programme on air when it began before that hour (at most two hours before it); as far as
 * the end of the day allows, and far enough on for the now line to stay 48 px inside the right edge;
 * and how far from it the grid is.
 */
function epgScroll(page: Page) {
  return page.evaluate((lookback) => {
    const line = document.getElementById('epg-now')!;
    const scroller = line.closest<HTMLElement>('[data-epg-scroller]')!;
    const column = document.querySelector('ol[aria-label="NBT 2HD"]')!.previousElementSibling!.getBoundingClientRect().width;
    // The line's own position, unrounded (offsetLeft rounds: in an hour's last seconds, to the next hour).
    const lineX = parseFloat(getComputedStyle(line).left);
    const hourStart = Math.floor((lineX - column) / 180) * 180;
    // Each programme's box is placed 1 px after its start.
    const onAirStarts = [...scroller.querySelectorAll<HTMLElement>('li[aria-current="time"]')].map((li) => parseFloat(li.style.left) - 1);
    const opening = Math.max(0, hourStart - lookback, Math.min(hourStart, ...onAirStarts));
    const expected = Math.min(Math.max(opening, lineX - scroller.clientWidth + 48), scroller.scrollWidth - scroller.clientWidth);
    return { expected, off: Math.abs(scroller.scrollLeft - expected) };
  }, OPENING_LOOKBACK_MINUTES * 3);
}

/**
 * The grid opens at the programme on air (skipped while that opening is 00:00, where the grid is
 * whether it was scrolled or not: the day's first hour, or a programme on air since midnight, as the
 * demo's overnight replays until 03:00 Bangkok time).
 */
async function expectGridAtOpening(page: Page) {
  const { expected } = await epgScroll(page);
  test.skip(expected <= 0, 'the grid opens at 00:00 now (Bangkok time), scrolled or not');
  await expect.poll(async () => (await epgScroll(page)).off).toBeLessThanOrEqual(1);
}

test('schedule: the grid opens at the programme on air by its inline script, before the page\'s scripts', async ({ page }) => {
  await openScheduleWithoutScripts(page, 768);
  await expect(page.getByTestId('epg-now')).toHaveCount(1);
  await expectGridAtOpening(page);
});

test('schedule: a visit from another page of the app opens the grid at the programme on air too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await acceptCookies(page);
  await page.goto('/en/radio');
  const stayedInDocument = await visitInApp(page, '/en/schedule');
  await expect(page.getByTestId('epg-now')).toHaveCount(1);
  expect(await stayedInDocument()).toBe(true);
  await expectGridAtOpening(page);
});

test('schedule: opens at the programme on air; the now line passes under titles and the channel column', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await acceptCookies(page);
  await page.goto('/en/schedule');
  await expect(page.getByTestId('epg-now')).toHaveCount(1);
  const row = page.getByRole('list', { name: 'NBT 2HD' });
  await expect(row.getByRole('listitem').first()).toBeVisible();
  // Opened at the start of the programme on air, or of the hour on air (as far as the end of the day allows, and far enough on
  // for the line to stay 48 px inside the right edge).
  await expect.poll(async () => (await epgScroll(page)).off).toBeLessThanOrEqual(1);
  // What lies on top where the line crosses a title and the channel column (the line is moved there;
  // it takes pointer events for the hit test).
  const topmost = await row.evaluate((list) => {
    const line = document.getElementById('epg-now')!;
    const grid = line.offsetParent!.getBoundingClientRect();
    const scroller = list.closest<HTMLElement>('[data-epg-scroller]')!.getBoundingClientRect();
    const channel = list.previousElementSibling!.getBoundingClientRect();
    line.style.pointerEvents = 'auto';
    const at = (x: number, y: number) => {
      line.style.left = `${x - grid.left}px`;
      return document.elementFromPoint(x + 1, y);
    };
    // The programme on air, the only one the line crosses (the others are contained). The grid opened
    // at the earliest start of the programmes on air (or two hours before the hour), so this row's
    // title is in view, right of the channel column: the demo's channels change programmes together.
    const title = list.querySelector('li[aria-current="time"] .font-semibold')!.getBoundingClientRect();
    const inView = title.width > 20 && title.left >= channel.right && title.right <= scroller.right;
    return {
      inView,
      title: inView && at(title.left + title.width / 2, title.top + title.height / 2)?.closest('li')?.parentElement === list,
      channel: at(channel.left + channel.width / 2, channel.top + channel.height / 2)?.closest('a') === list.previousElementSibling,
    };
  });
  expect(topmost).toEqual({ inView: true, title: true, channel: true });
});

test("schedule: the open side menu's backdrop covers the grid's time ruler and programmes", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await acceptCookies(page);
  await page.goto('/en/schedule');
  await expect(page.getByRole('list', { name: 'NBT 2HD' }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  // Right of the menu, where the backdrop dims the page: the time ruler (z-30 inside the grid) and a
  // row of programmes lie under it.
  const underBackdrop = await page.evaluate(() => {
    const scroller = document.querySelector<HTMLElement>('[data-epg-scroller]')!;
    const menu = document.getElementById('side-nav')!.getBoundingClientRect();
    const ruler = scroller.firstElementChild!.firstElementChild!.getBoundingClientRect();
    const row = document.querySelector('ol[aria-label="NBT 2HD"]')!.getBoundingClientRect();
    const x = Math.max(menu.right, scroller.getBoundingClientRect().left) + 20;
    return [ruler.top + ruler.height / 2, row.top + row.height / 2].map((y) => document.elementFromPoint(x, y)?.getAttribute('data-testid') ?? document.elementFromPoint(x, y)?.tagName);
  });
  expect(underBackdrop).toEqual(['nav-backdrop', 'nav-backdrop']);
});

const callout = {
  th: { day: 'วัน', close: 'ปิด', onAir: 'กำลังออกอากาศ', watchLive: 'ชมสด' },
  en: { day: 'Day', close: 'Close', onAir: 'On air', watchLive: 'Watch live' },
} as const;

/** The page of the day `index` in the day picker (7: today, 8: tomorrow), loaded afresh. */
async function openScheduleDay(page: Page, prefix: string, index: number) {
  await acceptCookies(page);
  await page.goto(`${prefix}/schedule`);
  await page.goto((await page.getByRole('navigation', { name: prefix ? callout.en.day : callout.th.day }).getByRole('link').nth(index).getAttribute('href'))!);
  await expect(page.locator('[data-epg-scroller] ol > li').first()).toBeAttached();
}

/**
 * Taps the grid's element marked `data-e2e="<which>"` 12 px inside its part in view (right of its
 * row's channel column, inside the grid), as a finger would. Gives its title and time as its box shows them.
 */
async function tapProgramme(page: Page, which: string) {
  const at = await page.locator(`[data-epg-scroller] [data-e2e="${which}"]`).evaluate((box: HTMLElement) => {
    const rect = box.getBoundingClientRect();
    const column = box.closest('ol')!.previousElementSibling!.getBoundingClientRect().right;
    const scroller = box.closest('[data-epg-scroller]')!.getBoundingClientRect();
    const left = Math.max(rect.left, column);
    const x = Math.min(left + 12, (left + Math.min(rect.right, scroller.right)) / 2);
    const li = box.closest('li')!;
    return { x, y: rect.top + rect.height / 2, title: li.querySelector('.font-semibold')!.textContent!, time: li.querySelector('.text-\\[11px\\]')!.textContent!.split(' · ')[0]! };
  });
  await page.touchscreen.tap(at.x, at.y);
  return at;
}

/**
 * The callout's box, and whether it is whole on screen (the site's top bar above), on top at its
 * corners and middle (of the programmes, the channel column, the time ruler, the now line), its title whole.
 */
function calloutPlace(page: Page) {
  return page.locator('[data-epg-scroller] [role="dialog"]').evaluate((dialog) => {
    const rect = dialog.getBoundingClientRect();
    const top = document.querySelector('header')!.getBoundingClientRect().bottom;
    const inset = 10;
    const points = [
      [rect.left + inset, rect.top + inset],
      [rect.right - inset, rect.top + inset],
      [rect.left + inset, rect.bottom - inset],
      [rect.right - inset, rect.bottom - inset],
      [rect.left + rect.width / 2, rect.top + rect.height / 2],
    ] as const;
    const title = dialog.querySelector('p')!;
    // The now line, if any, moved to each point (it takes pointer events for the hit test).
    const line = document.getElementById('epg-now');
    const grid = line?.offsetParent?.getBoundingClientRect();
    const atPoint = (x: number, y: number) => {
      if (line && grid) Object.assign(line.style, { left: `${x - grid.left}px`, pointerEvents: 'auto' });
      return document.elementFromPoint(x, y);
    };
    const onTop = points.every(([x, y]) => dialog.contains(atPoint(x, y)));
    line?.style.removeProperty('pointer-events');
    return {
      onScreen: rect.left >= 0 && rect.right <= document.documentElement.clientWidth && rect.top >= top && rect.bottom <= window.innerHeight,
      onTop,
      titleWhole: title.scrollWidth <= title.clientWidth,
      rect: { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom },
    };
  });
}

test.describe('schedule on a touch screen', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

  for (const { locale, prefix } of bothLocales) {
    test(`schedule: a tapped programme that is not a link shows its whole title and time in a callout by it; Escape, its button, a tap elsewhere, another box and the grid's scroll close it (375 px, ${locale})`, async ({ page }) => {
      const text = callout[locale];
      // Tomorrow: every programme upcoming, none a link.
      await openScheduleDay(page, prefix, 8);
      const grid = page.getByRole('region', { name: prefix ? /^Programme schedule for / : /^ผังรายการ/ });
      // The first row's longest title of an hour or less, its box made 90 px wide (a 30-minute programme
      // on a phone), brought 10 px right of the channel column; and the programme after it, in view right
      // of it (the callout lies over the row under it).
      await grid.evaluate((scroller) => {
        const row = scroller.querySelector('ol')!;
        const boxes = [...row.querySelectorAll<HTMLElement>(':scope > li')];
        const first = boxes.filter((li) => li.offsetWidth <= 180).sort((a, b) => b.title.length - a.title.length)[0]!;
        first.style.width = '90px';
        first.dataset.e2e = 'first';
        boxes[boxes.indexOf(first) + 1]!.dataset.e2e = 'second';
        scroller.scrollLeft += first.getBoundingClientRect().left - row.previousElementSibling!.getBoundingClientRect().right - 10;
      });
      await expect.poll(() => grid.locator('[data-e2e="second"]').evaluate((li) => li.getBoundingClientRect().left + 24 < li.closest('[data-epg-scroller]')!.getBoundingClientRect().right)).toBe(true);
      const first = grid.locator('[data-e2e="first"]');
      // Cut short on the grid.
      await expect.poll(() => first.locator('.font-semibold').evaluate((span) => span.scrollWidth > span.clientWidth)).toBe(true);

      const { title, time } = await tapProgramme(page, 'first');
      const dialog = grid.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(title, { exact: true })).toBeVisible();
      await expect(dialog.getByText(time, { exact: true })).toBeVisible();
      // Upcoming: no label, no link.
      await expect(dialog.getByRole('link')).toHaveCount(0);
      await expect(dialog).not.toContainText(text.onAir);
      await expect(dialog).toBeFocused();
      const place = await calloutPlace(page);
      expect(place).toMatchObject({ onScreen: true, onTop: true, titleWhole: true });
      // By the box: just under or over it.
      const box = (await first.boundingBox())!;
      expect(Math.min(Math.abs(place.rect.top - (box.y + box.height)), Math.abs(box.y - place.rect.bottom))).toBeLessThanOrEqual(8);
      const close = dialog.getByRole('button', { name: text.close, exact: true });
      const button = (await close.boundingBox())!;
      expect(Math.min(button.width, button.height)).toBeGreaterThanOrEqual(24);

      // Escape: closed, focus back on the grid.
      await page.keyboard.press('Escape');
      await expect(grid.getByRole('dialog')).toHaveCount(0);
      await expect(grid).toBeFocused();
      // Its close button: the same.
      await tapProgramme(page, 'first');
      await expect(dialog).toBeVisible();
      await close.tap();
      await expect(grid.getByRole('dialog')).toHaveCount(0);
      await expect(grid).toBeFocused();
      // Another box's tap: that one's, and only that one.
      await tapProgramme(page, 'first');
      await expect(dialog).toBeVisible();
      const second = await tapProgramme(page, 'second');
      await expect(grid.getByRole('dialog', { name: second.title })).toBeVisible();
      await expect(grid.getByRole('dialog')).toHaveCount(1);
      await expect(grid.getByRole('dialog')).toContainText(second.time);
      // By a box near the grid's right edge: shifted left to stay on screen.
      expect(await calloutPlace(page)).toMatchObject({ onScreen: true, onTop: true, titleWhole: true });
      // A tap elsewhere.
      const heading = (await page.locator('article h2').boundingBox())!;
      await page.touchscreen.tap(heading.x + 10, heading.y + heading.height / 2);
      await expect(grid.getByRole('dialog')).toHaveCount(0);
      // The grid's scroll.
      await tapProgramme(page, 'first');
      await expect(dialog).toBeVisible();
      await grid.evaluate((scroller) => (scroller.scrollLeft += 60));
      await expect(grid.getByRole('dialog')).toHaveCount(0);
      // The page's scroll: the callout goes with its box, and closes once the box is out of sight (the
      // keyboard, which was in it, back on the grid).
      await tapProgramme(page, 'first');
      await expect(dialog).toBeVisible();
      await page.evaluate(() => window.scrollBy(0, 40));
      await expect
        .poll(async () => {
          const by = (await first.boundingBox())!;
          const at = (await calloutPlace(page)).rect;
          return Math.min(Math.abs(at.top - (by.y + by.height)), Math.abs(by.y - at.bottom));
        })
        .toBeLessThanOrEqual(8);
      await page.evaluate(() => window.scrollBy(0, 2_000));
      await expect(grid.getByRole('dialog')).toHaveCount(0);
      await expect(grid).toBeFocused();
    });

    test(`schedule: the programme on air's callout says so and links to its channel's live page (375 px, ${locale})`, async ({ page }) => {
      const text = callout[locale];
      await openScheduleDay(page, prefix, 7);
      await expect(page.getByTestId('epg-now')).toHaveCount(1);
      const grid = page.locator('[data-epg-scroller]');
      // The first row's programme on air (the grid opens at it), and its channel's link.
      const live = await grid.evaluate((scroller) => {
        const row = scroller.querySelector('ol')!;
        row.querySelector<HTMLElement>('li[aria-current="time"]')!.dataset.e2e = 'on-air';
        return row.previousElementSibling!.getAttribute('href')!;
      });
      expect(live).toMatch(new RegExp(`^${prefix}/live/\\d+$`));
      const { title, time } = await tapProgramme(page, 'on-air');
      const dialog = grid.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(time);
      await expect(dialog.getByText(text.onAir, { exact: true })).toBeVisible();
      expect(await calloutPlace(page)).toMatchObject({ onScreen: true, onTop: true, titleWhole: true });
      await expectNoAxeViolations(page, `${prefix}/schedule, the callout open`);
      const watch = dialog.getByRole('link', { name: text.watchLive });
      await expect(watch).toHaveAttribute('href', live);
      await watch.tap();
      await expect(page).toHaveURL((url) => url.pathname === live);
    });
  }

  test('schedule: a tapped recording still opens its VOD, and a channel\'s name its live page, no callout on the way (375 px)', async ({ page }) => {
    // Yesterday: aired programmes, with their recordings.
    await openScheduleDay(page, '/en', 6);
    const grid = page.locator('[data-epg-scroller]');
    // A recording, brought 20 px right of the channel column.
    const { href, live } = await grid.evaluate((scroller) => {
      const link = scroller.querySelector<HTMLElement>('ol a')!;
      scroller.scrollLeft += link.getBoundingClientRect().left - link.closest('ol')!.previousElementSibling!.getBoundingClientRect().right - 20;
      link.dataset.e2e = 'recording';
      const channel = scroller.querySelector<HTMLElement>('ol')!.previousElementSibling as HTMLElement;
      channel.dataset.e2e = 'channel';
      return { href: link.getAttribute('href')!, live: channel.getAttribute('href')! };
    });
    let calloutSeen = false;
    await page.exposeFunction('calloutSeen', () => (calloutSeen = true));
    await grid.evaluate((scroller) => {
      new MutationObserver(() => {
        if (scroller.querySelector('[role="dialog"]:not([hidden])')) (window as unknown as { calloutSeen: () => void }).calloutSeen();
      }).observe(scroller, { subtree: true, attributes: true, childList: true });
    });
    await tapProgramme(page, 'recording');
    await expect(page).toHaveURL((url) => url.pathname === href);
    expect(calloutSeen).toBe(false);
    await page.goBack();
    await grid.locator('ol').first().evaluate((row) => ((row.previousElementSibling as HTMLElement).dataset.e2e = 'channel'));
    await grid.locator('[data-e2e="channel"]').tap();
    await expect(page).toHaveURL((url) => url.pathname === live);
  });
});

test('radio: stations with frequency, map markers, nearest station', async ({ page, context, request }) => {
  // The station is played at the end: its stream is demo media, generated after the backend starts
  // (run on its own, this file can reach here first); the wait may take up to 230 s on a cold start.
  test.setTimeout(300_000);
  await waitForDemoMedia(request);
  await acceptCookies(page);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 18.79, longitude: 98.98 });
  const land = page.waitForResponse((response) => response.url().includes('/radio-map.svg?v='));
  await page.goto('/en/radio');
  // The land is a picture of its own, asked for from the head and kept a year; the page carries no path.
  const picture = await land;
  expect(picture.status()).toBe(200);
  expect(picture.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const href = await page.locator('figure svg image').getAttribute('href');
  expect(picture.url()).toContain(href ?? 'missing');
  expect(await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, href ?? '')).toEqual([1800, 620]); // the map's view box and two of its widths either side
  expect(await page.locator('figure svg path').count()).toBe(0);
  const markers = page.getByTestId('radio-marker');
  const stations = page.getByTestId('station-list').getByRole('listitem');
  await expect(stations.first()).toContainText('FM 92.5 MHz');
  expect(await markers.count()).toBe(await stations.count());
  await expect(page.getByRole('link', { name: /Radio Thailand Chiang Mai, FM 93.25 MHz/ })).toHaveCount(1);
  // A marker leads to its station, far down the list (off screen until then, its contents skipped).
  const lastMarker = markers.last();
  const lastId = (await lastMarker.getAttribute('href'))?.slice(1) ?? 'missing';
  await lastMarker.click();
  await expect(page.locator(`li#${lastId}`)).toBeInViewport();
  await expect(page.locator(`li#${lastId}`)).toHaveCSS('box-shadow', /rgb/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Find the nearest station' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Nearest station' })).toContainText('Radio Thailand Chiang Mai');
  await page.getByRole('button', { name: 'Play Radio Thailand Bangkok' }).click();
  await expect(page.getByRole('button', { name: 'Play Radio Thailand Bangkok' })).toHaveAttribute('aria-pressed', 'true');
});

for (const width of [375, 1280]) {
  test(`a station linked from the home page is at the top of the radio page, under the bar (${width} px)`, async ({ page }) => {
    await acceptCookies(page);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/en');
    // A station far enough down the list that the rows above it are off screen, their contents skipped.
    const link = page.locator('main a[href="/en/radio#station-7"]').first();
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(/\/en\/radio#station-7$/);
    const station = page.locator('li#station-7');
    await expect(station).toBeInViewport({ ratio: 1 });
    // Where a page loaded at that address has it: below the fixed top bar, by the row's scroll margin.
    const offset = () => station.evaluate((row) => Math.abs(Math.round(row.getBoundingClientRect().top - parseFloat(getComputedStyle(row).scrollMarginTop))));
    await expect.poll(offset).toBe(0);
    await page.waitForTimeout(1200);
    expect(await offset()).toBe(0);
  });
}

for (const { locale, prefix } of bothLocales) {
  test(`radio: tidy station cards, the name not broken after "สวท.", frequency and province on one line, a row's cards alike (${locale})`, async ({ page }) => {
    await acceptCookies(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${prefix}/radio`);
      const cards = await page.getByTestId('station-list').evaluate((list) =>
        [...list.querySelectorAll<HTMLElement>(':scope > li')].map((card) => {
          card.style.contentVisibility = 'visible'; // measured whole, off screen too
          const [name, meta] = [...card.querySelectorAll('p')].map((p) => Math.round(p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight)));
          const box = card.getBoundingClientRect();
          return { text: card.querySelector('p')!.textContent, name, meta, top: Math.round(box.top), height: Math.round(box.height) };
        }),
      );
      expect(cards.length).toBeGreaterThan(30);
      for (const card of cards) {
        expect(card.meta, `${card.text}: frequency and province on one line at ${width} px`).toBe(1);
        if (locale === 'th') expect(card.name, `${card.text} on one line at ${width} px`).toBe(1);
        expect(card.height, `${card.text} as tall as the cards beside it`).toBe(Math.max(...cards.filter((other) => other.top === card.top).map((other) => other.height)));
      }
    }
  });
}

test('contact form validates, then sends', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/en/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please input your name!')).toBeVisible();
  await expect(page.getByText('Please input your Email!')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Somchai');
  await page.getByLabel('E-mail', { exact: true }).fill('somchai@example.com');
  await page.getByLabel('Subject', { exact: true }).fill('Schedule');
  await page.getByLabel('Message', { exact: true }).fill('When is the Evening News repeated on NBT World?');
  // A phone typed with its separators: the digits are sent (it was cut to ten characters, then refused).
  const phone = page.getByLabel('Telephone (optional)', { exact: true });
  await phone.fill('081-234-5678');
  await expect(phone).toHaveValue('081-234-5678');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/v1/contact') && request.method() === 'POST');
  await page.getByRole('button', { name: 'Send message' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ phone: '0812345678' });
  await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent' })).toBeVisible();
});

test("before its scripts run, Enter in the contact or reset form sends nothing: no GET with the fields (a password) in the address", async ({ page }) => {
  const email = uniqueEmail('early-enter');
  await createMember(email, 'Before-Reset1');
  const reset = new URL(await resetLinkFor(email));
  const blocked = await blockPageScripts(page);
  for (const [address, field, button] of [
    ['/en/contact', 'Name', 'Send message'],
    [reset.pathname + reset.search, 'New password', 'Save the new password'],
  ] as const) {
    await page.goto(address);
    await expect(page.getByRole('button', { name: button })).toBeDisabled();
    const input = page.getByLabel(field, { exact: true });
    await input.fill('Secret-Pass9');
    await input.press('Enter');
    await page.waitForTimeout(500);
    const url = new URL(page.url());
    expect(url.pathname + url.search, 'the same address, nothing added').toBe(address);
  }
  expect(blocked()).toBeGreaterThan(0);
});

test('social, policies, terms and the public API page in both languages', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.goto('/social');
  await expect(page.getByRole('heading', { level: 2, name: 'YouTube' })).toBeVisible();
  const blocked = page.getByTestId('embeds-blocked');
  await expect(blocked.getByRole('link', { name: 'อ่านนโยบายคุกกี้' })).toHaveAttribute('href', '/cookiespolicy');
  // Accepting on this page shows the posts at once, without a reload.
  await page.getByRole('region', { name: 'นโยบายคุกกี้' }).getByRole('button', { name: 'ยอมรับ' }).click();
  await expect(blocked).toBeHidden();
  await expect(page.locator('iframe[title="โพสต์จาก YouTube"]')).toHaveAttribute('src', /youtube-nocookie\.com/);
  await page.context().clearCookies({ name: 'acceptCookie' });
  for (const { prefix } of bothLocales) {
    for (const path of ['/webpolicy', '/securitypolicy', '/privacypolicy', '/disclaimer', '/cookiespolicy', '/termandconditions']) {
      const response = await page.goto(`${prefix}${path}`);
      expect(response?.status()).toBe(200);
      expect(await page.locator('article h2').count()).toBeGreaterThanOrEqual(4);
    }
  }
  await page.goto('/en/privacypolicy');
  await expect(page.getByText(/Personal Data Protection Act B\.E\. 2562/).first()).toBeVisible();
  // Each policy shows the day of its own text: the cookie policy was revised for the player's remembered speed.
  await expect(page.getByText('Last updated: 15 January 2025')).toBeVisible();
  await page.goto('/en/cookiespolicy');
  await expect(page.getByText('Last updated: 27 November 2026')).toBeVisible();
  await expect(page.getByText('prd.bandwidth', { exact: true })).toBeVisible();
  await page.context().clearCookies({ name: 'language' }); // an /en page chose English for the unprefixed ones
  await page.goto('/cookiespolicy');
  await expect(page.getByText('ปรับปรุงล่าสุด: 27 พฤศจิกายน 2569')).toBeVisible();
  await page.goto('/en/apipublic');
  await expect(page.getByRole('heading', { name: 'POST /api/v1/search' })).toBeVisible();
  await expect(page.locator('pre').filter({ hasText: 'search_query' })).toContainText("curl -X POST");
  const doc = await request.get('/api/openapi.json');
  expect(doc.ok()).toBe(true);
  const body = (await doc.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(body.openapi).toBe('3.1.0');
  expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(['/search', '/channel/schedule', '/radio/all']));
});

test('the cookie policy lists every cookie and stored value the portal sets', async ({ page, context, request }) => {
  test.setTimeout(240_000);
  await waitForDemoMedia(request);
  // Names the portal sets: from its own responses' Set-Cookie, from its scripts (document.cookie),
  // and in the browser's storage. The stand-in for Google runs on another port of localhost, and
  // browsers keep cookies by host, not port: the names it sets are left out.
  const portal = new URL(String(test.info().project.use.baseURL)).origin;
  const fromPortal = new Set<string>();
  const fromOthers = new Set<string>();
  page.on('response', async (response) => {
    const names = (await response.headersArray().catch(() => []))
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value.split('=')[0]!.trim());
    for (const name of names) (new URL(response.url()).origin === portal ? fromPortal : fromOthers).add(name);
  });
  const seen = new Set<string>();
  const collect = async () => {
    for (const cookie of await context.cookies()) seen.add(cookie.name);
    for (const key of await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)])) seen.add(key);
  };

  // A first visit (without the cookie the tests' storage state holds to keep the popup away): the popup's
  // "do not show again", the live announcement closed, the cookie bar accepted.
  await context.clearCookies();
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'ประกาศ' });
  await popup.getByLabel('ไม่ต้องแสดงอีก').check();
  await popup.getByRole('button', { name: 'ปิด' }).click();
  await page.getByRole('complementary', { name: 'ประกาศถ่ายทอดสด' }).getByRole('button', { name: 'ปิดประกาศ' }).click();
  await page.getByRole('button', { name: 'ยอมรับ' }).click();
  await collect();
  // Signing in with "Google" (the local OpenID provider).
  await page.getByRole('banner').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'เข้าสู่ระบบด้วย Google' }).click();
  await page.locator('input[name="login"]').fill(`cookies${Date.now()}`);
  await collect();
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  const consent = page.getByRole('button', { name: 'Continue' });
  if (await consent.isVisible({ timeout: 3000 }).catch(() => false)) await consent.click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await collect();
  // Signing out, and in again with a password (next-auth tells the other tabs of both).
  const signOut = async () => {
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'ออกจากระบบ' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    await collect();
  };
  await signOut();
  await signIn(page);
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await collect();
  await signOut();
  // A live channel plays, and the player writes down the connection's speed.
  await page.goto('/live/1');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('prd.bandwidth')), { timeout: 60_000 }).not.toBeNull();
  await collect();

  const set = [...new Set([...fromPortal, ...[...seen].filter((name) => !fromOthers.has(name) || fromPortal.has(name))])]
    .map((name) => name.replace(/^__(Secure|Host)-/, ''));
  expect(set).toEqual(expect.arrayContaining(['language', 'acceptCookie', 'acceptShowBanner', 'notifyHome', 'next-auth.session-token', 'nextauth.message', 'prd.bandwidth', 'audienceCounted']));
  await page.goto('/en/cookiespolicy');
  const listed = (await page.locator('article dt').allTextContents()).map((name) => name.trim());
  expect(listed.length).toBeGreaterThanOrEqual(12);
  expect([...new Set(set)].filter((name) => !listed.includes(name)), 'set but not in the cookie policy').toEqual([]);
});

test('every catalogue page renders in both languages', async ({ page }) => {
  test.setTimeout(300_000);
  await acceptCookies(page);
  for (const { prefix } of bothLocales) {
    for (const path of ['/', '/schedule', '/radio', '/category/3', '/viewmore/4', '/viewmore/livestream', '/search', '/search?search_query=news', '/social', '/contact', '/apipublic']) {
      const response = await page.goto(`${prefix}${path === '/' && prefix ? '' : path}`);
      expect(response?.status(), `${prefix}${path}`).toBe(200);
      await expect(page.locator('h1').first()).toBeAttached();
    }
  }
});
