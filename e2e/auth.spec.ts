import { expect } from '@playwright/test';
import { acceptCookies, DEMO, openLogin, signIn, test } from './fixtures';

test.describe('sign-in slice', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('required fields show the seed messages', async ({ page }) => {
    await page.goto('/en');
    await openLogin(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByText('Please input your username or email!')).toBeVisible();
    await expect(dialog.getByText('Please input your Password!')).toBeVisible();
  });

  test('a wrong password shows the red Thai error', async ({ page, context }) => {
    await page.goto('/');
    await signIn(page, DEMO.username, 'Wrong-password-1');
    const error = page.getByTestId('login-error');
    await expect(error).toHaveText('อีเมลหรือรหัสผ่านไม่ถูกต้อง !');
    // Red: the computed colour (Tailwind 4 gives lab()), converted to RGB through a canvas.
    const [r, g, b] = await error.evaluate((element) => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.fillStyle = getComputedStyle(element).color;
      context.fillRect(0, 0, 1, 1);
      return Array.from(context.getImageData(0, 0, 1, 1).data);
    });
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(80);
    expect(b).toBeLessThan(80);
    expect((await context.cookies()).some((c) => c.name.includes('session-token'))).toBe(false);
  });

  test('sign in with the demo member, avatar menu, then sign out', async ({ page, context }) => {
    await page.goto('/en');
    await signIn(page);
    // The demo member's saved language is Thai: the interface switches to it.
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await page.getByTestId('account-menu').click();
    await expect(page.getByTestId('member-name')).toHaveText(DEMO.name);
    await expect(page.getByTestId('member-email')).toHaveText(DEMO.email);
    await expect(page.getByRole('menuitem', { name: 'ตั้งค่า' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'เปลี่ยนรหัสผ่าน' })).toBeVisible();

    // Member entries appear in the side menu; member pages open.
    await page.keyboard.press('Escape');
    await page.goto('/history');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ประวัติการรับชม');

    // No cookie readable by JavaScript holds a token, a password or a user id.
    const readable = await page.evaluate(() => document.cookie);
    expect(readable).not.toMatch(/token|password|userid|user=|Demo12345/i);
    const session = (await context.cookies()).find((c) => c.name.endsWith('next-auth.session-token'));
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    // One cookie, small enough that next-auth never splits it into chunks (name.0, name.1, ...).
    expect((await context.cookies()).some((c) => /session-token\.\d+$/.test(c.name))).toBe(false);
    expect(session?.value.length ?? 0).toBeLessThan(3000);
    // The session JSON the browser can fetch has no token and no id.
    const json = await page.evaluate(() => fetch('/api/auth/session').then((r) => r.text()));
    expect(json).toContain(DEMO.email);
    expect(json).not.toMatch(/backendToken|memberId|"id"/);

    // Signing out on a members-only page leads home.
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'ออกจากระบบ' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    expect((await context.cookies()).some((c) => c.name.endsWith('next-auth.session-token'))).toBe(false);
  });

  test('sign-out revokes the backend token: a copied session cookie stops working', async ({ page, context, browser }) => {
    await page.goto('/');
    await signIn(page);
    await expect(page.getByTestId('account-menu')).toBeVisible();
    const stolen = (await context.cookies()).filter((c) => c.name.endsWith('next-auth.session-token'));
    const account = await page.evaluate(() => fetch('/api/v1/auth/account', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"id":999}' }).then(async (r) => ({ status: r.status, body: await r.json() })));
    // The member id always comes from the session, never from the browser.
    expect(account.status).toBe(200);
    expect(account.body.result.email).toBe(DEMO.email);

    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'ออกจากระบบ' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();

    const thief = await browser.newContext();
    await thief.addCookies(stolen);
    const response = await thief.request.post(`${test.info().project.use.baseURL}/api/v1/auth/session`, { data: {} });
    expect(response.status()).toBe(401);
    // Nor does the cookie still show who the member was (name, e-mail, picture).
    const shown = await thief.request.get(`${test.info().project.use.baseURL}/api/auth/session`);
    expect((await shown.json()).user).toBeUndefined();
    // The social sign-in landing with such a cookie: home, not a 500 (no member, no language).
    const landing = await thief.request.get(`${test.info().project.use.baseURL}/api/auth/landing?to=/en/radio`, { maxRedirects: 0 });
    expect([landing.status(), landing.headers().location]).toEqual([303, '/en/radio']);
    await thief.close();
  });
});

test('the social sign-in landing never sends a visitor off the site, whatever `to` holds', async ({ request, baseURL }) => {
  for (const to of ['/%09/evil.example', '/%0a/evil.example', '/.//evil.example', '//evil.example', '/%5Cevil.example', 'https://evil.example', '/%0d%0aSet-Cookie:%20x=1']) {
    const answer = await request.get(`/api/auth/landing?to=${to}`, { maxRedirects: 0 });
    expect(answer.status(), to).toBe(303);
    const location = answer.headers().location ?? '';
    expect(new URL(location, baseURL).origin, to).toBe(new URL(baseURL!).origin);
    expect(location, to).not.toMatch(/^\/\/|[\s\\]/);
    expect(answer.headers()['set-cookie'] ?? '', to).not.toContain('x=1');
  }
  const home = await request.get('/api/auth/landing?to=/en/vod/1%3Ft%3D5', { maxRedirects: 0 });
  expect(home.headers().location).toBe('/en/vod/1?t=5');
});

test.describe('BFF', () => {
  test('forwards only allow-listed contract endpoints', async ({ request }) => {
    expect((await request.post('/api/v1/channel', { data: { language: 'en' } })).status()).toBe(200);
    const unknown = await request.post('/api/v1/admin/users', { data: {} });
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
    // Login goes through next-auth, never straight through the BFF.
    expect((await request.post('/api/v1/auth/login', { data: { username: 'demo', password: 'x' } })).status()).toBe(404);
  });

  test('refuses cross-site POSTs and member calls without a session', async ({ request }) => {
    const cross = await request.post('/api/v1/channel', { data: { language: 'th' }, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(cross.status()).toBe(403);
    expect((await request.post('/api/v1/auth/account', { data: { id: 1 } })).status()).toBe(401);
  });

  test('bad bodies get a clear 4xx', async ({ request }) => {
    const bad = await request.post('/api/v1/channel', { data: 'not json', headers: { 'content-type': 'application/json' } });
    expect(bad.status()).toBe(400);
    const big = await request.post('/api/v1/channel', { data: { language: 'th', pad: 'x'.repeat(70_000) } });
    expect(big.status()).toBe(413);
    const invalid = await request.post('/api/v1/channel', { data: { language: 'fr' } });
    expect(invalid.status()).toBe(400);
    expect((await invalid.json()).error.code).toBe('validation_error');
  });
});
