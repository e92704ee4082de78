import { expect, type Page, type Route } from '@playwright/test';
import sharp from 'sharp';
import { acceptCookies, signIn, test } from './fixtures';
import { BFF_TIMEOUT_MS } from '../components/members/bff';
import { NOTIFICATION_POLL_MS } from '../components/members/use-notifications';
import { createMember, notify, uniqueEmail } from './members-helpers';

// One demo member is shared by the whole suite: these journeys run in order and restore what they change.
test.describe.configure({ mode: 'serial' });

const prefix = (locale: 'th' | 'en') => (locale === 'th' ? '' : '/en');

/**
 * Signed in as the demo member, or (`own`) as a member of the test's own: the round trips below
 * count history and favourites, which tests running in parallel as the demo member would add to.
 */
async function signedIn(page: Page, { own, locale = 'th' }: { own?: boolean; locale?: 'th' | 'en' } = {}) {
  const email = own ? uniqueEmail('library') : undefined;
  // The site switches to a member's saved language on sign-in.
  if (email) await createMember(email, PASSWORD, locale);
  await acceptCookies(page);
  await page.goto('/');
  await (email ? signIn(page, email, PASSWORD) : signIn(page));
  // Sign-in reloads the page; on a loaded CI machine that takes a while.
  await expect(page.getByTestId('account-menu')).toBeVisible({ timeout: 30_000 });
}

/** A member call through the BFF from the page, as the player will make it. */
function bff(page: Page, path: string, body: object) {
  return page.evaluate(
    async ([p, b]) => {
      const response = await fetch(`/api/v1/${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    [path, body] as const,
  );
}

// Each notifications test has a member of its own, so retries and parallel runs start from a known state.
async function memberWithNotifications(page: Page, unread: number) {
  const email = uniqueEmail('bell');
  await createMember(email, PASSWORD);
  await notify(email, unread);
  await acceptCookies(page);
  await page.goto('/');
  await signIn(page, email, PASSWORD);
  await expect(page.getByTestId('account-menu')).toBeVisible({ timeout: 30_000 });
  return email;
}

const PASSWORD = 'Bell-test-2026';

test.describe('notifications', () => {
  test('th: unread badge, a click marks read and opens the live channel, delete one', async ({ page }) => {
    await memberWithNotifications(page, 3);
    // The test member's saved language is English; go back to Thai.
    await page.context().addCookies([{ name: 'language', value: 'th', url: page.url() }]);
    await page.goto('/');
    const badge = page.getByTestId('notification-badge');
    await expect(badge).toHaveText('3');
    await page.getByTestId('notification-bell').click();
    const panel = page.getByTestId('notification-panel');
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())?.width).toBe(350);
    const items = panel.getByTestId('notification-item');
    await expect(items).toHaveCount(3);
    await expect(items.and(page.locator('[data-status="unread"]'))).toHaveCount(3);

    // The live page's data is slow to come: the notification's link shows the loading view, and it goes
    // once the page is there. Marking it read is not waited for: that call is slower still.
    await page.route(/\/live\/\d+\?_rsc=/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    let releaseRead = () => {};
    const readHeld = new Promise<void>((resolve) => (releaseRead = resolve));
    await page.route('**/api/v1/notification/read', async (route) => {
      await readHeld;
      await route.continue().catch(() => undefined);
    });
    const first = items.first().getByRole('link');
    await expect(first).toHaveAttribute('href', /^\/live\/\d+$/);
    await first.click();
    const loading = page.getByTestId('loading-view');
    await expect(loading).toHaveText('กำลังโหลด...');
    // Said through the page's status region.
    await expect(page.getByRole('status').filter({ hasText: 'กำลังโหลด...' })).toBeAttached();
    await expect(page).toHaveURL(/\/live\/\d+$/);
    await expect(loading).toHaveCount(0);
    // The page is there, the read still on its way: the badge follows once it is answered.
    await expect(badge).toHaveText('3');
    releaseRead();
    await expect(badge).toHaveText('2');
    await page.unroute('**/api/v1/notification/read');

    await page.getByTestId('notification-bell').click();
    await page.getByTestId('notification-item').last().getByRole('button', { name: 'ลบการแจ้งเตือน' }).click();
    await expect(page.getByTestId('notification-item')).toHaveCount(2);
    // The keyboard stays in the list: on the delete button of the one now last.
    await expect(page.getByTestId('notification-item').last().getByRole('button', { name: 'ลบการแจ้งเตือน' })).toBeFocused();
    // A delete that does not reach the server says so (in Thai), and the notification stays.
    await page.route('**/api/v1/notification/delete', (route) => route.abort('internetdisconnected'));
    await page.getByTestId('notification-item').first().getByRole('button', { name: 'ลบการแจ้งเตือน' }).click();
    await expect(page.getByTestId('notification-failed')).toHaveText('ดำเนินการกับการแจ้งเตือนไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    await expect(page.getByTestId('notification-item')).toHaveCount(2);
    // A double click on a delete sends one call (the second would fail, the first having deleted it).
    await page.unrouteAll();
    let deletes = 0;
    await page.route('**/api/v1/notification/delete', async (route) => {
      deletes += 1;
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.getByTestId('notification-item').first().getByRole('button', { name: 'ลบการแจ้งเตือน' }).dblclick();
    await expect(page.getByTestId('notification-item')).toHaveCount(1);
    expect(deletes).toBe(1);
    await expect(page.getByTestId('notification-failed')).toHaveCount(0);
  });

  test('en: a notification opened in a new tab is marked read, and the dropdown stays open for the next', async ({ page, context }) => {
    await memberWithNotifications(page, 2);
    await page.goto('/en');
    await page.getByTestId('notification-bell').click();
    const items = page.getByTestId('notification-panel').getByTestId('notification-item');
    await expect(items).toHaveCount(2);
    const opened = context.waitForEvent('page');
    await items.first().getByRole('link').click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    // (A new tab starts at about:blank.)
    await tab.waitForURL(/\/en\/live\/\d+$/);
    // This page stays where it was, its dropdown open, the one opened marked read.
    expect(new URL(page.url()).pathname).toBe('/en');
    await expect(page.getByTestId('notification-badge')).toHaveText('1');
    await expect(items.first()).toHaveAttribute('data-status', 'read');
    await expect(items.nth(1)).toHaveAttribute('data-status', 'unread');
    await tab.close();
  });

  test('en: a delete nobody answers fails after the time-out, and the dropdown takes the next click', async ({ page }) => {
    // The page's clock is Playwright's: the BFF call's time-out is reached without waiting for it.
    await page.clock.install();
    await memberWithNotifications(page, 2);
    await page.goto('/en');
    await page.getByTestId('notification-bell').click();
    const items = page.getByTestId('notification-item');
    await expect(items).toHaveCount(2);
    const deleteOf = (index: number) => items.nth(index).getByRole('button', { name: 'Delete notification' });
    // The server never answers the delete (the route is neither continued nor fulfilled).
    let deletes = 0;
    await page.route('**/api/v1/notification/delete', () => {
      deletes += 1;
    });
    await deleteOf(0).click();
    await expect.poll(() => deletes).toBe(1);
    // One call at a time: a second delete while it hangs is not sent.
    await deleteOf(1).click();
    // (The page's clock also runs on in real time: a margin of seconds either side of the time-out.)
    await page.clock.fastForward(BFF_TIMEOUT_MS - 6_000);
    await expect(page.getByTestId('notification-failed')).toHaveCount(0);
    // Given time to arrive, had it been sent.
    await page.waitForTimeout(500);
    expect(deletes).toBe(1);
    // Past the time-out the call fails as a dropped connection does: said in English, nothing deleted.
    await page.clock.fastForward(7_000);
    await expect(page.getByTestId('notification-failed')).toHaveText('Your notifications were not changed. Please try again.');
    await expect(items).toHaveCount(2);
    // The guard is open again: the next delete is sent, and goes through.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await deleteOf(0).click();
    await expect(items).toHaveCount(1);
    await expect(page.getByTestId('notification-failed')).toHaveCount(0);
  });

  test('a new notification appears without a reload', async ({ page }) => {
    // The page's clock is Playwright's, so the bell's 30 s poll can be reached without waiting for it.
    await page.clock.install();
    const email = await memberWithNotifications(page, 1);
    const badge = page.getByTestId('notification-badge');
    await expect(badge).toHaveText('1');
    await notify(email, 2);
    // Short of one poll interval nothing changes; one interval later the bell has polled. No reload, no click.
    await page.clock.fastForward(NOTIFICATION_POLL_MS - 5_000);
    await expect(badge).toHaveText('1');
    await page.clock.fastForward(10_000);
    await expect(badge).toHaveText('3');
  });

  test('en: mark all read, delete all, the empty text in both languages', async ({ page }) => {
    await memberWithNotifications(page, 2);
    await page.goto('/en');
    await page.getByTestId('notification-bell').click();
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    // The button is disabled now: the keyboard went on to the dropdown's title.
    await expect(page.getByTestId('notification-panel').getByRole('heading', { name: 'Notifications' })).toBeFocused();
    await expect(page.locator('[data-status="unread"]')).toHaveCount(0);
    // "Delete all" asks first, the focus on Cancel; Cancel keeps them all and goes back to the button.
    const deleteAll = page.getByTestId('notification-panel').getByRole('button', { name: 'Delete all', exact: true });
    await deleteAll.click();
    const question = page.getByRole('group', { name: 'Delete all your notifications? This cannot be undone.' });
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toHaveCount(0);
    await expect(deleteAll).toBeFocused();
    await expect(page.getByTestId('notification-item')).toHaveCount(2);
    // Confirmed while the connection is down: they stay, the panel says so, the focus is on the button again.
    await page.route('**/api/v1/notification/delete/all', (route) => route.abort('internetdisconnected'));
    await deleteAll.click();
    await question.getByRole('button', { name: 'Yes, delete all' }).click();
    await expect(page.getByTestId('notification-failed')).toHaveText('Your notifications were not changed. Please try again.');
    await expect(page.getByTestId('notification-item')).toHaveCount(2);
    await expect(deleteAll).toBeFocused();
    await page.unrouteAll();
    await deleteAll.click();
    // Escape answers the question "no", and leaves the dropdown open.
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(deleteAll).toBeFocused();
    await deleteAll.click();
    await question.getByRole('button', { name: 'Yes, delete all' }).click();
    await expect(page.getByTestId('notification-empty')).toHaveText('No notifications');
    await expect(page.getByTestId('notification-failed')).toHaveCount(0);
    await expect(page.getByTestId('notification-panel').getByRole('heading', { name: 'Notifications' })).toBeFocused();
    // Thai through the language cookie (the English page stored `en` in it).
    await page.context().addCookies([{ name: 'language', value: 'th', url: page.url() }]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await page.getByTestId('notification-bell').click();
    await expect(page.getByTestId('notification-empty')).toHaveText('ไม่มีการแจ้งเตือน');
  });
});

for (const locale of ['th', 'en'] as const) {
  test(`${locale}: favourite round trip from the channel page`, async ({ page }) => {
    await signedIn(page, { own: true, locale });
    await page.goto(`${prefix(locale)}/channel/1`);
    const heart = page.getByRole('main').getByTestId('favorite-button');
    const heartFailed = page.getByRole('main').getByTestId('favorite-button-failed');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    // A click whose call does not reach the server says so beside the heart, which keeps the real state.
    await page.route('**/api/v1/favorite/add', (route) => route.abort('internetdisconnected'));
    await heart.click();
    await expect(heartFailed).toHaveText(locale === 'th' ? 'เพิ่มในรายการโปรดไม่สำเร็จ กรุณาลองใหม่อีกครั้ง' : 'Could not add this to your favourites. Please try again.');
    await expect(heartFailed).toHaveRole('alert');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await page.unrouteAll();
    // A double click sends one call: the second comes while the first runs.
    let adds = 0;
    await page.route('**/api/v1/favorite/add', async (route) => {
      adds += 1;
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await heart.dblclick();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(adds).toBe(1);
    await expect(heart).toBeFocused();
    await page.unrouteAll();
    await expect(heartFailed).toHaveCount(0);
    await expect(heart).toHaveAccessibleName(locale === 'th' ? 'นำออกจากรายการโปรด' : 'Remove from favourites');
    await page.route('**/api/v1/favorite/delete', (route) => route.abort('internetdisconnected'));
    await heart.click();
    await expect(heartFailed).toHaveText(locale === 'th' ? 'นำออกจากรายการโปรดไม่สำเร็จ กรุณาลองใหม่อีกครั้ง' : 'Could not remove this from your favourites. Please try again.');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.unrouteAll();

    await page.goto(`${prefix(locale)}/favorite`);
    const section = page.getByTestId('favorite-section-channel');
    await expect(section.getByRole('heading')).toContainText(locale === 'th' ? 'ช่อง' : 'Channels');
    await expect(section.getByTestId('favorite-item')).toHaveCount(1);
    await section.getByRole('button', { name: locale === 'th' ? /นำ .* ออกจากรายการโปรด/ : /Remove .* from favourites/ }).click();
    await expect(page.getByTestId('favorite-empty')).toBeVisible();
    await page.goto(`${prefix(locale)}/channel/1`);
    await expect(page.getByRole('main').getByTestId('favorite-button')).toHaveAttribute('aria-pressed', 'false');

    // In the radio page's list, whose cards clip what overflows them, the message is a line of the card.
    await page.goto(`${prefix(locale)}/radio`);
    await page.route('**/api/v1/favorite/add', (route) => route.abort('internetdisconnected'));
    const station = page.getByTestId('station-list').getByRole('listitem').nth(2);
    await station.getByTestId('favorite-button').click();
    const message = station.getByTestId('favorite-button-failed');
    await expect(message).toHaveText(locale === 'th' ? 'เพิ่มในรายการโปรดไม่สำเร็จ กรุณาลองใหม่อีกครั้ง' : 'Could not add this to your favourites. Please try again.');
    // Whole inside its card (not cut by it), and the keyboard still on the heart.
    const [card, box] = await Promise.all([station.boundingBox(), message.boundingBox()]);
    expect(box!.y + box!.height).toBeLessThanOrEqual(card!.y + card!.height);
    expect(box!.x).toBeGreaterThanOrEqual(card!.x);
    await expect(station.getByTestId('favorite-button')).toBeFocused();
    await page.unrouteAll();
  });

  test(`${locale}: history round trip with progress bars, remove one, clear all`, async ({ page }) => {
    await signedIn(page, { own: true, locale });
    expect((await bff(page, 'history/save', { kind: 'live', itemId: 1, position: 30 })).status).toBe(200);
    expect((await bff(page, 'history/save', { kind: 'vod', itemId: 1, position: 60, duration: 120, member: 999 })).status).toBe(200);
    expect((await bff(page, 'history/position', { kind: 'vod', itemId: 1 })).body).toEqual({ result: { position: 60 } });

    await page.goto(`${prefix(locale)}/history`);
    const items = page.getByTestId('history-item');
    await expect(items).toHaveCount(2);
    // Newest first: the video, half watched.
    await expect(items.first().getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await expect(items.first()).toContainText(locale === 'th' ? 'รับชมแล้ว 50%' : '50% watched');
    await expect(items.nth(1).getByRole('progressbar')).toHaveCount(0);
    // When, as the site's other dates: day first, the month in words (the Buddhist era in Thai), a 24-hour clock.
    await expect(items.first()).toContainText(locale === 'th' ? /· \d{1,2} [ก-๙]+ 25\d\d เวลา \d\d:\d\d/ : /· \d{1,2} [A-Z][a-z]+ 20\d\d at \d\d:\d\d/);

    await items.nth(1).getByRole('button').click();
    await expect(items).toHaveCount(1);
    await page.reload();
    await expect(items).toHaveCount(1);
    // Asked once more; "Cancel" (where focus goes) keeps everything.
    const clearAll = page.getByRole('button', { name: locale === 'th' ? 'ล้างประวัติทั้งหมด' : 'Clear all history' });
    await clearAll.click();
    const confirm = page.getByTestId('history-clear-confirm');
    await expect(confirm).toContainText(locale === 'th' ? 'ล้างประวัติการรับชมทั้งหมดหรือไม่' : 'Clear your whole watch history?');
    await expect(confirm.getByRole('button', { name: locale === 'th' ? 'ยกเลิก' : 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(clearAll).toBeFocused();
    await expect(items).toHaveCount(1);
    await clearAll.click();
    await confirm.getByRole('button', { name: locale === 'th' ? 'ล้างทั้งหมด' : 'Clear all', exact: true }).click();
    // Focus goes to what replaced the list, not lost to the page.
    await expect(page.getByTestId('history-empty')).toBeFocused();
  });
}

test('en: a removal done on the server whose answer is lost (a 504 on the way back) is no failure: the list is read again', async ({ page }) => {
  await signedIn(page, { own: true, locale: 'en' });
  for (const itemId of [1, 2]) expect((await bff(page, 'history/save', { kind: 'vod', itemId, position: 30, duration: 120 })).status).toBe(200);
  expect((await bff(page, 'favorite/add', { kind: 'vod', itemId: 1 })).status).toBe(200);
  /** The request reaches the server and is done; the browser gets the BFF's 504 instead of its answer. */
  const answerLost = async (route: Route) => {
    await route.fetch();
    await route.fulfill({ status: 504, json: { error: { code: 'upstream_timeout', message: 'The service took too long to answer.' } } });
  };
  await page.goto('/en/history');
  const items = page.getByTestId('history-item');
  await expect(items).toHaveCount(2);
  await page.route('**/api/v1/history/delete', answerLost);
  await items.first().getByRole('button').click();
  await expect(items).toHaveCount(1);
  await page.waitForTimeout(500);
  await expect(items).toHaveCount(1);
  await expect(page.getByTestId('history-failed')).toHaveCount(0);
  await page.route('**/api/v1/history/delete/all', answerLost);
  await page.getByRole('button', { name: 'Clear all history' }).click();
  await page.getByTestId('history-clear-confirm').getByRole('button', { name: 'Clear all', exact: true }).click();
  await expect(page.getByTestId('history-empty')).toBeFocused();
  await expect(page.getByTestId('history-failed')).toHaveCount(0);

  await page.goto('/en/favorite');
  const cards = page.getByTestId('favorite-item');
  await expect(cards).toHaveCount(1);
  await page.route('**/api/v1/favorite/delete', answerLost);
  await cards.first().getByRole('button').click();
  await expect(page.getByTestId('favorite-empty')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByTestId('favorite-failed')).toHaveCount(0);
  await expect(cards).toHaveCount(0);
});

for (const locale of ['th', 'en'] as const) {
  test(`${locale}: a removal that does not reach the server is rolled back and says so (history and favourites)`, async ({ page }) => {
    await signedIn(page, { own: true, locale });
    expect((await bff(page, 'history/save', { kind: 'vod', itemId: 1, position: 30, duration: 120 })).status).toBe(200);
    expect((await bff(page, 'history/save', { kind: 'vod', itemId: 2, position: 10, duration: 120 })).status).toBe(200);
    expect((await bff(page, 'history/save', { kind: 'live', itemId: 1, position: 5 })).status).toBe(200);
    expect((await bff(page, 'favorite/add', { kind: 'vod', itemId: 1 })).status).toBe(200);
    const history = locale === 'th' ? 'ยังไม่ได้ลบรายการใดออกจากประวัติการรับชม กรุณาลองใหม่อีกครั้ง' : 'Nothing was removed from your history. Please try again.';
    const favourites = locale === 'th' ? 'ยังไม่ได้นำรายการใดออกจากรายการโปรด กรุณาลองใหม่อีกครั้ง' : 'Nothing was removed from your favourites. Please try again.';

    // The connection drops as the member removes an entry: it comes back, and the page says why.
    await page.goto(`${prefix(locale)}/history`);
    const items = page.getByTestId('history-item');
    await expect(items).toHaveCount(3);
    const historyFailed = page.getByTestId('history-failed');
    await page.route('**/api/v1/history/delete', (route) => route.abort('internetdisconnected'));
    await items.first().getByRole('button').click();
    await expect(historyFailed).toHaveText(history);
    await expect(historyFailed).toHaveRole('alert');
    await expect(items).toHaveCount(3);
    // The keyboard is back on the restored entry's button (the one clicked was unmounted with it).
    await expect(items.first().getByRole('button')).toBeFocused();
    // The next try that works clears the message.
    await page.unrouteAll();
    await items.first().getByRole('button').click();
    await expect(items).toHaveCount(2);
    await expect(historyFailed).toHaveCount(0);
    // Clearing it all fails the same way: the list comes back, focus on its button.
    await page.route('**/api/v1/history/delete/all', (route) => route.abort('internetdisconnected'));
    const clearAll = page.getByRole('button', { name: locale === 'th' ? 'ล้างประวัติทั้งหมด' : 'Clear all history' });
    await clearAll.click();
    const clearConfirm = page.getByTestId('history-clear-confirm').getByRole('button', { name: locale === 'th' ? 'ล้างทั้งหมด' : 'Clear all', exact: true });
    await clearConfirm.click();
    await expect(historyFailed).toHaveText(history);
    await expect(items).toHaveCount(2);
    await expect(clearAll).toBeFocused();
    await page.unrouteAll();
    await clearAll.click();
    await clearConfirm.click();
    await expect(page.getByTestId('history-empty')).toBeFocused();
    await expect(historyFailed).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('history-empty')).toBeVisible();

    await page.goto(`${prefix(locale)}/favorite`);
    const cards = page.getByTestId('favorite-item');
    await expect(cards).toHaveCount(1);
    await page.route('**/api/v1/favorite/delete', (route) => route.abort('internetdisconnected'));
    await cards.first().getByRole('button').click();
    await expect(page.getByTestId('favorite-failed')).toHaveText(favourites);
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole('button')).toBeFocused();
    await page.unrouteAll();
    await cards.first().getByRole('button').click();
    await expect(page.getByTestId('favorite-empty')).toBeVisible();
    await expect(page.getByTestId('favorite-failed')).toHaveCount(0);
  });
}

test("the player keeps a member's place: written on start and on leaving, resumed there, and a finished video starts over", async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, { own: true, locale: 'en' });
  const video = page.getByTestId('video-player');
  const time = () => video.evaluate((m: HTMLVideoElement) => m.currentTime);
  const position = async () => ((await bff(page, 'history/position', { kind: 'vod', itemId: 2 })).body as { result: { position: number } }).result.position;
  const play = async () => {
    await page.getByRole('region', { name: /^Video player/ }).getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(time, { timeout: 30_000 }).toBeGreaterThan(0.5);
  };
  await page.goto('/en/vod/2');
  await play();
  // Written when it starts, not 15 s later: the video is in the history, with its length.
  const entry = async () => ((await bff(page, 'history', { language: 'en' })).body as { result: { itemId: number; duration: number }[] }).result.find((item) => item.itemId === 2);
  await expect.poll(entry).toMatchObject({ itemId: 2, duration: 8 });
  // The demo video is 8 s long: left after 5.5 s (played slowly from 4 s, so the click comes well
  // before the last seconds) by one of the site's links while it plays, the place is written on the way out.
  // Not just past 5 s: the place written is the one the element last reported (its clean-up empties it
  // first), up to a timeupdate behind, and a second is written whole (5.02 was once written as 4).
  await expect.poll(time, { timeout: 30_000, intervals: [100] }).toBeGreaterThan(4);
  await video.evaluate((m: HTMLVideoElement) => (m.playbackRate = 0.25));
  await expect.poll(time, { timeout: 30_000, intervals: [100] }).toBeGreaterThan(5.5);
  await page.getByRole('banner').getByRole('link', { name: / home$/ }).click();
  await page.waitForURL(/\/en$/);
  await expect.poll(position).toBeGreaterThanOrEqual(5);
  const left = await position();
  // Its length kept too (the player's clean-up had already emptied the element).
  expect(await entry()).toMatchObject({ duration: 8 });
  await page.goto('/en/vod/2');
  await play();
  expect(await time()).toBeGreaterThanOrEqual(left);
  // Watched to the end: the next visit starts over instead of at the end (where Play would end it at once).
  await expect.poll(() => video.evaluate((m: HTMLVideoElement) => m.ended), { timeout: 30_000 }).toBe(true);
  await expect.poll(position).toBeGreaterThanOrEqual(7);
  await page.reload();
  await play();
  await page.waitForTimeout(1_000);
  expect(await time()).toBeLessThan(5);
  expect(await video.evaluate((m: HTMLVideoElement) => m.ended)).toBe(false);
});

test.describe('profile', () => {
  const png = () => sharp({ create: { width: 300, height: 200, channels: 3, background: '#c8102e' } }).png().toBuffer();

  test('en: edit the profile with validation, upload an avatar, refuse a non-image', async ({ page }) => {
    await signedIn(page);
    await page.goto('/en/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile settings');
    const form = page.getByTestId('profile-form');
    await expect(form.getByLabel('Email')).toHaveValue('demo@prd.example');
    // "Full name" heads the group of its two fields (a box around them, the legend on its border), not a third label over theirs.
    const fullName = form.getByRole('group', { name: 'Full name' });
    await expect(fullName.getByLabel('First name')).toBeVisible();
    await expect(fullName.getByLabel('Last name')).toBeVisible();
    expect(await fullName.evaluate((group) => parseFloat(getComputedStyle(group).borderTopWidth))).toBeGreaterThan(0);
    // Separators are taken out ("081-234-5678" is a number); a letter is not a digit.
    await form.getByLabel('Mobile phone').fill('08-12a');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Phone number must be digits only, at most 10')).toBeVisible();
    await form.getByLabel('Username').fill('no spaces');
    await form.getByLabel('Mobile phone').fill('0812345678');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Username must be 3 to 32 letters, digits, dots, dashes or underscores')).toBeVisible();
    await form.getByLabel('Username').fill('demo');
    await form.getByLabel('Gender').selectOption('female');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByTestId('form-status')).toHaveText('Your changes have been saved.');
    await page.reload();
    await expect(form.getByLabel('Mobile phone')).toHaveValue('0812345678');
    await expect(form.getByLabel('Gender')).toHaveValue('female');

    // The file input is hidden: reached by Tab, its label shows the focus ring.
    const choose = page.locator('label[for="avatar-file"]');
    await expect(choose).toHaveCSS('outline-style', 'none');
    await page.locator('#avatar-file').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator('#avatar-file')).toBeFocused();
    await expect(choose).toHaveCSS('outline-style', 'solid');
    await page.locator('#avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png() });
    await expect(page.getByText('Your profile picture has been updated.')).toBeVisible();
    const avatar = page.getByTestId('profile-avatar').locator('img');
    await expect(avatar).toHaveAttribute('src', /^\/media\/avatar\/\d+-[a-f0-9]{16}\.webp$/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
    // The top bar's avatar follows (the session was refreshed).
    await expect(page.getByTestId('account-menu').locator('img')).toHaveAttribute('src', /\/media\/avatar\//);

    await page.locator('#avatar-file').setInputFiles({ name: 'evil.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
    await expect(page.getByText('Please choose a PNG, JPEG, WebP or GIF image')).toBeVisible();
  });

  test('th: past ten picture uploads in ten minutes the profile page says to wait, in the page language', async ({ page }) => {
    await signedIn(page, { own: true });
    await page.goto('/profile');
    // Ten uploads as the page would send them, through the BFF with the member's session.
    const image = `data:image/png;base64,${(await png()).toString('base64')}`;
    const origin = new URL(page.url()).origin;
    for (let i = 0; i < 10; i += 1) {
      const upload = await page.request.post('/api/v1/auth/account/upload', { data: { image }, headers: { origin } });
      expect(upload.status()).toBe(200);
    }
    await page.locator('#avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png() });
    await expect(page.getByText('พยายามหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่')).toBeVisible();
  });

  test('th: password change checks, then the language setting is saved and applied', async ({ page }) => {
    await signedIn(page);
    await page.goto('/profile#password');
    const form = page.getByTestId('password-form');
    await form.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
    await expect(form.locator('#password-current-error')).toHaveText('กรุณากรอกรหัสผ่าน!');
    await form.getByLabel('รหัสผ่านปัจจุบัน').fill('Wrong-pass1');
    await form.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('Newpass123');
    await form.getByLabel('ยืนยันรหัสผ่านใหม่').fill('Newpass124');
    await form.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
    await expect(form.getByText('รหัสผ่านใหม่ทั้งสองช่องไม่ตรงกัน')).toBeVisible();
    await form.getByLabel('ยืนยันรหัสผ่านใหม่').fill('Newpass123');
    await form.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
    // The wrong current password is said under its field, which it marks invalid, describes and focuses.
    const current = form.getByLabel('รหัสผ่านปัจจุบัน');
    await expect(form.locator('#password-current-error')).toHaveText('รหัสผ่านปัจจุบันไม่ถูกต้อง');
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription('รหัสผ่านปัจจุบันไม่ถูกต้อง');
    await expect(current).toBeFocused();
    await expect(form.getByLabel('รหัสผ่านใหม่', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByTestId('form-status')).toHaveCount(0);
    // Typed again, the field is no longer marked.
    await current.fill('Wrong-pass2');
    await expect(current).not.toHaveAttribute('aria-invalid', 'true');

    try {
      await page.getByLabel('ภาษา', { exact: true }).selectOption('en');
      await page.getByRole('button', { name: 'บันทึกภาษา' }).click();
      await expect(page).toHaveURL(/\/en\/profile/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByLabel('Language', { exact: true })).toHaveValue('en');
      const session = await page.evaluate(() => fetch('/api/auth/session').then((r) => r.json() as Promise<{ user: { language: string } }>));
      expect(session.user.language).toBe('en');
    } finally {
      // Back to the seed's Thai for the rest of the suite.
      expect((await bff(page, 'auth/language/change', { language: 'th' })).status).toBe(200);
    }
  });
});

test('hearts on radio stations and audio items land in their own sections of /favorite', async ({ page }) => {
  const email = uniqueEmail('hearts');
  await createMember(email, PASSWORD);
  await acceptCookies(page);
  await page.goto('/en');
  await signIn(page, email, PASSWORD);
  await expect(page.getByTestId('account-menu')).toBeVisible({ timeout: 30_000 });

  await page.goto('/en/radio');
  const stationHeart = page.getByRole('main').getByRole('button', { name: /^Add .+ to favourites$/ }).first();
  const stationLabel = (await stationHeart.getAttribute('aria-label')) ?? '';
  await stationHeart.click();
  await expect(page.getByRole('main').getByRole('button', { name: stationLabel.replace('Add', 'Remove').replace('to favourites', 'from favourites') })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/en/audio/1');
  const audioHeart = page.getByRole('main').getByRole('button', { name: /^Add .+ to favourites$/ }).first();
  await audioHeart.click();
  await expect(page.getByRole('main').getByRole('button', { name: /^Remove .+ from favourites$/ }).first()).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/en/favorite');
  await expect(page.getByTestId('favorite-section-radio').getByTestId('favorite-item')).toHaveCount(1);
  await expect(page.getByTestId('favorite-section-audio').getByTestId('favorite-item')).toHaveCount(1);
});
