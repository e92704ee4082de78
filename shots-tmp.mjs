import { chromium } from '@playwright/test';
const base = 'http://localhost:3300';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const locale of ['th', 'en']) for (const width of [375, 768, 1280]) {
  const ctx = await b.newContext({ viewport: { width, height: 800 } });
  await ctx.addCookies([{ name: 'acceptShowBanner', value: 'true', url: base }]);
  const p = await ctx.newPage();
  const at = (path) => base + (locale === 'th' ? path : '/en' + (path === '/' ? '' : path));
  const shot = (n) => p.screenshot({ path: `/tmp/shots-a11y/${n}-${locale}-${width}.png` });
  await p.goto(at('/'));
  await p.getByRole('banner').getByRole('button', { name: /^(เข้าสู่ระบบ|Login)$/ }).waitFor({ timeout: 60000 });
  await p.keyboard.press('Tab'); await shot('skip-link');
  await p.keyboard.press('Tab'); await shot('focus-toggle');
  await p.getByRole('button', { name: /ยอมรับ|Accept/ }).first().focus().catch(() => {});
  await p.keyboard.press('Shift+Tab'); await p.keyboard.press('Tab'); await shot('focus-cookiebar');
  await ctx.addCookies([{ name: 'acceptCookie', value: 'true', url: base }]);
  await p.goto(at('/vod/1'));
  const player = p.getByRole('region', { name: /^(เครื่องเล่นวิดีโอ|Video player)/ });
  await player.getByRole('button').first().focus(); await p.keyboard.press('Shift+Tab'); await p.keyboard.press('Tab');
  await player.scrollIntoViewIfNeeded(); await shot('focus-player');
  await p.locator('footer a').first().focus(); await p.keyboard.press('Shift+Tab'); await p.keyboard.press('Tab'); await shot('focus-footer');
  await p.goto(at('/contact'));
  await p.locator('main form button[type=submit]').click(); await p.locator('#contact-name').focus(); await shot('form-errors');
  await p.getByRole('banner').getByRole('button', { name: /^(ภาษา|Language)/ }).focus();
  await p.keyboard.press('Enter'); await p.keyboard.press('ArrowDown'); await shot('language-menu'); await p.keyboard.press('Escape');
  await p.getByRole('banner').getByRole('button', { name: /^(เข้าสู่ระบบ|Login)$/ }).focus(); await p.keyboard.press('Enter');
  await p.locator('#login-username').waitFor(); await p.keyboard.press('Tab'); await shot('login-dialog'); await p.keyboard.press('Escape');
  if (width < 1200) { await p.getByRole('button', { name: /เปิดเมนู|Open menu/ }).focus(); await p.keyboard.press('Enter'); await p.waitForTimeout(400); await shot('drawer'); }
  await ctx.close();
  console.log('done', locale, width);
}
await b.close();
