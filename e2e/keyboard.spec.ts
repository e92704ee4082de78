import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { acceptCookies, DEMO, test, waitForDemoMedia } from './fixtures';

// Hydration and client navigation are slow on a loaded 2-core machine (CI runs two workers).
const expect = baseExpect.configure({ timeout: 30_000 });

// Keyboard only: after the first page.goto, every step is a key press (no clicks, no fill).

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`focus never reached ${target.toString()} in ${max} presses`);
}

const activeElement = (page: Page) => page.evaluate(() => {
  const element = document.activeElement;
  return { tag: element?.tagName ?? '', text: element?.textContent?.trim() ?? '', inMain: Boolean(element?.closest('main#main')), inDialog: Boolean(element?.closest('[role=dialog]')) };
});

test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  await waitForDemoMedia(request);
});

test('keyboard only: skip link, sign in, search, play a video; menus and dialogs give focus back', async ({ page }) => {
  test.setTimeout(120_000);
  await acceptCookies(page);
  await page.goto('/');
  const banner = page.getByRole('banner');
  const loginButton = banner.getByRole('button', { name: 'เข้าสู่ระบบ' });
  await expect(loginButton).toBeVisible({ timeout: 30_000 });

  // The skip link is the first stop, visible when focused, and lands in <main>.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'ข้ามไปยังเนื้อหาหลัก' });
  expect(await isFocused(skip)).toBe(true);
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await page.keyboard.press('Tab');
  expect((await activeElement(page)).inMain).toBe(true);

  // The language menu opens with Enter, closes with Escape and gives the focus back to its button.
  const languageButton = banner.getByRole('button', { name: /^ภาษา/ });
  await tabTo(page, languageButton, { back: true });
  await page.keyboard.press('Enter');
  const languages = page.getByRole('menu');
  await expect(languages).toBeVisible();
  await expect(languageButton).toHaveAttribute('aria-expanded', 'true');
  // Arrow keys move between the items and wrap; End goes to the last.
  await expect(languages.getByRole('menuitem', { name: 'ไทย' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(languages.getByRole('menuitem', { name: /English/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(languages.getByRole('menuitem', { name: 'ไทย' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(languages.getByRole('menuitem', { name: /English/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  expect(await isFocused(languageButton)).toBe(true);
  // ArrowUp on the button opens the menu on its last item; Tab closes it and moves on.
  await page.keyboard.press('ArrowUp');
  await expect(languages.getByRole('menuitem', { name: /English/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('menu')).toHaveCount(0);
  expect(await isFocused(languageButton)).toBe(false);

  // The login dialog traps the focus, closes with Escape and gives it back to the login button.
  await tabTo(page, loginButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 15; i += 1) {
    await page.keyboard.press('Tab');
    expect((await activeElement(page)).inDialog).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await isFocused(loginButton)).toBe(true);

  // Sign in as the demo member.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel('อีเมลหรือชื่อผู้ใช้'));
  await page.keyboard.type(DEMO.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  const accountMenu = page.getByTestId('account-menu');
  await expect(accountMenu).toBeVisible({ timeout: 30_000 });

  // The account menu: Escape closes it and the focus is back on its button.
  await tabTo(page, accountMenu);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  expect(await isFocused(accountMenu)).toBe(true);

  // Search for a video and open the first result.
  await tabTo(page, page.getByRole('searchbox'), { back: true });
  await page.keyboard.type('อุทกภัย');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?search_query=/);
  const firstResult = page.getByTestId('search-results').getByRole('link').first();
  await expect(firstResult).toBeVisible();
  await tabTo(page, firstResult);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/vod\/\d+$/);

  // Start playback from the player's own button and watch the time advance.
  const player = page.getByRole('region', { name: /^เครื่องเล่นวิดีโอ/ });
  const play = player.getByRole('button', { name: 'เล่น', exact: true });
  await expect(play).toBeVisible();
  await tabTo(page, play);
  await page.keyboard.press('Enter');
  const video = page.getByTestId('video-player');
  const time = () => video.evaluate((media: HTMLVideoElement) => media.currentTime);
  await expect.poll(time, { timeout: 30_000 }).toBeGreaterThan(1);
  expect(await video.evaluate((media: HTMLVideoElement) => media.paused)).toBe(false);
  await expect(player.getByRole('button', { name: 'หยุดชั่วคราว', exact: true })).toBeVisible();

  // Every control of the player is reachable by Tab and has a name and a state.
  const mute = player.getByRole('button', { name: 'ปิดเสียง' });
  await tabTo(page, mute);
  await page.keyboard.press('Enter');
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  const volume = player.getByRole('slider', { name: 'ระดับเสียง' });
  await expect(volume).toHaveAttribute('aria-valuetext', 'ปิดเสียงอยู่');
  // Sound back, then turned down key by key: it ends muted, not at a volume of 1e-16 that is neither.
  await page.keyboard.press('Enter');
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  const start = Number((await volume.getAttribute('aria-valuetext'))?.replace('%', ''));
  for (let percent = start - 10; percent >= 0; percent -= 10) {
    await page.keyboard.press('ArrowDown');
    await expect(volume).toHaveAttribute('aria-valuetext', percent > 0 ? `${percent}%` : 'ปิดเสียงอยู่');
  }
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  // m by its place on the keyboard (the Thai layout types ท there) brings the sound back, at half volume.
  await mute.dispatchEvent('keydown', { key: 'ท', code: 'KeyM', bubbles: true });
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await expect(volume).toHaveAttribute('aria-valuetext', '50%');
  const seek = player.getByRole('slider', { name: 'เลื่อนตำแหน่ง' });
  await expect(seek).toHaveAttribute('aria-valuetext', /\d+:\d\d \/ \d+:\d\d/);
  await tabTo(page, player.getByRole('button', { name: 'เต็มจอ' }));
  await expect(player.getByRole('button', { name: 'เต็มจอ' })).toHaveAttribute('aria-pressed', 'false');
});

test('the skip link and the focus ring show in English too, and the drawer closes with Escape', async ({ page }) => {
  await acceptCookies(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/en');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Tab');
  expect(await isFocused(page.getByRole('link', { name: 'Skip to main content' }))).toBe(true);
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await page.keyboard.press('Tab');
  expect(await isFocused(toggle)).toBe(true);
  // The ring: a 3 px outline in a colour of its own.
  const outline = await toggle.evaluate((element) => getComputedStyle(element).outlineWidth + ' ' + getComputedStyle(element).outlineStyle);
  expect(outline).toBe('3px solid');
  await page.keyboard.press('Enter');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await nav.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  expect(await isFocused(page.getByRole('button', { name: 'Open menu' }))).toBe(true);
});
