import { expect } from '@playwright/test';
import { endpoints, type Endpoint, type EndpointPath } from '../lib/contract/endpoints';
import { validMemberBody } from '../backend/testing/member-bodies';
import { acceptCookies, signIn, test } from './fixtures';

/**
 * A stolen session cookie after sign-out (issue 6, authentication abuse): the
 * next-auth JWT still decodes, but sign-out revoked the backend token inside
 * it, so every member BFF endpoint answers 401 and member pages treat the
 * holder as a visitor.
 */

const memberEndpoints = (Object.entries(endpoints) as [EndpointPath, Endpoint][]).filter(([, endpoint]) => endpoint.member && endpoint.browser);

test('a session cookie replayed after sign-out opens no member endpoint and no member page', async ({ page, context, browser, baseURL }) => {
  test.setTimeout(180_000);
  await acceptCookies(page);
  await page.goto('/');
  await signIn(page);
  await expect(page.getByTestId('account-menu')).toBeVisible({ timeout: 45_000 });
  const stolen = await context.cookies();
  expect(stolen.some((cookie) => cookie.name.endsWith('next-auth.session-token'))).toBe(true);

  // Before sign-out the copied cookies work: the replay below would pass for the wrong reason otherwise.
  const thief = await browser.newContext({ baseURL });
  await thief.addCookies(stolen);
  expect((await thief.request.post('/api/v1/auth/account', { data: {} })).status()).toBe(200);
  const before = await thief.request.get('/profile', { maxRedirects: 0 });
  expect(before.status()).toBe(200);

  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'ออกจากระบบ' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible({ timeout: 45_000 });
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name.endsWith('next-auth.session-token'))).toBe(false);

  for (const [path, endpoint] of memberEndpoints) {
    // Valid bodies, so the refusal is about the session; the BFF sets the member field from it anyway.
    const response = await thief.request.post(`/api/v1/${path}`, { data: validMemberBody(path, endpoint, 1) });
    expect.soft([path, response.status()]).toEqual([path, 401]);
    expect.soft((await response.json()).error.code).toBe('unauthorized');
  }

  // Member pages (after the locale redirect the saved language may cause): home with the login dialog.
  for (const url of ['/profile', '/en/profile', '/history', '/favorite']) {
    const response = await thief.request.get(url);
    const landed = new URL(response.url());
    expect.soft([url, landed.pathname, landed.searchParams.get('login')]).toEqual([url, expect.stringMatching(/^\/(en)?$/), '1']);
  }
  const visitor = await thief.newPage();
  await visitor.goto('/profile');
  await expect(visitor).toHaveURL(/\?login=1$/);
  // The login dialog opens (it makes the rest of the page inert) and no account menu is shown.
  await expect(visitor.getByRole('dialog').getByLabel(/^(รหัสผ่าน|Password)$/)).toBeVisible({ timeout: 30_000 });
  await expect(visitor.getByTestId('account-menu')).toHaveCount(0);
  await thief.close();
});
