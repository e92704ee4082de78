import { eq } from 'drizzle-orm';
import { LoginResponseSchema } from '../../../../lib/contract';
import { sessions } from '../../../db/schema';
import { hashToken } from '../../../repositories/session-repository';
import { createTestApp, loginDemo, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (username: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password }, headers: { 'x-forwarded-for': ip } });

describe('login limits', () => {
  it('a logged-out token gets 401 from member endpoints', async () => {
    const { token, id } = await loginDemo(t.app);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: { id }, headers: { 'jwt-token': token } });
    for (const path of ['auth/session', 'auth/account', 'auth/logout']) {
      const response = await t.app.inject({ method: 'POST', url: `/api/v1/${path}`, payload: { id }, headers: { 'jwt-token': token } });
      expect(response.statusCode).toBe(401);
    }
  });
  it('counts only failures: many good sign-ins pass', async () => {
    for (let i = 0; i < 8; i += 1) expect((await login('demo', 'Demo12345', '10.2.0.1')).statusCode).toBe(200);
  });

  it('5 failures per account lock the account for 15 minutes, from any address, with a clear 429', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login('demo@prd.example', 'Wrong-pass1', `10.2.1.${i}`)).statusCode).toBe(401);
    const locked = await login('DEMO@prd.example', 'Demo12345', '10.2.1.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many attempts. Please try again in 15 minute(s).' } });
    // The username is the same account: it shares the budget.
    expect((await login('demo', 'Demo12345', '10.2.1.98')).statusCode).toBe(429);
  });

  it('5 failures from one address block that address', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login(`nobody${i}`, 'Wrong-pass1', '10.2.2.1')).statusCode).toBe(401);
    expect((await login('someone', 'Wrong-pass1', '10.2.2.1')).statusCode).toBe(429);
    expect((await login('someone', 'Wrong-pass1', '10.2.2.2')).statusCode).toBe(401);
  });

});

describe('session length', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp();
  }, 120_000);
  afterAll(async () => {
    await s.close();
  });

  const hoursLeft = async (token: string) => {
    const [row] = await s.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    return ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
  };

  it('remembers for 30 days, else 12 hours', async () => {
    const login = async (remember?: boolean) =>
      LoginResponseSchema.parse((await s.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'demo', password: 'Demo12345', ...(remember === undefined ? {} : { remember }) } })).json()).token;
    expect(await hoursLeft(await login())).toBeGreaterThan(29 * 24);
    expect(await hoursLeft(await login(true))).toBeGreaterThan(29 * 24);
    const short = await hoursLeft(await login(false));
    expect(short).toBeGreaterThan(11.9);
    expect(short).toBeLessThanOrEqual(12.01);
  });
});
