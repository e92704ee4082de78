import { eq, sql } from 'drizzle-orm';
import { LoginResponseSchema } from '../../../../lib/contract';
import { memberDevices, sessions } from '../../../db/schema';
import { DEVICES_PER_MEMBER } from '../../../repositories/device-repository';
import { hashToken } from '../../../repositories/session-repository';
import { createOtherMember } from '../../../testing/other-member';
import { createTestApp, loginDemo, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A sign-in from `ip`, showing the browser's device tokens when given. */
const login = (username: string, password: string, ip: string, device?: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password, ...(device ? { device } : {}) }, headers: { 'x-forwarded-for': ip } });

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
    // The wait in seconds too, for the web app's "try again in 15 minutes".
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // The username is the same account: it shares the budget.
    expect((await login('demo', 'Demo12345', '10.2.1.98')).statusCode).toBe(429);
  });

  it('a browser the member signed in from keeps its own budget: failures elsewhere do not lock the member out of it', async () => {
    const member = await createOtherMember(t.app, t.db, 'Owner-Pass1');
    const first = LoginResponseSchema.parse((await login(member.username, 'Owner-Pass1', '10.2.3.1')).json());
    expect(first.device).toMatch(/^[\w-]{43}$/);
    expect(first.devices).toBe(first.device);
    // A sign-in that showed the token gets the same one back.
    const again = LoginResponseSchema.parse((await login(member.username, 'Owner-Pass1', '10.2.3.1', first.device)).json());
    expect(again.device).toBe(first.device);

    // Someone else guesses: the account is locked for every client without the token…
    for (let i = 0; i < 5; i += 1) expect((await login(member.username, `Guess-${i}-Pass1`, `10.2.4.${i}`)).statusCode).toBe(401);
    expect((await login(member.username, 'Owner-Pass1', '10.2.4.9')).statusCode).toBe(429);
    // …a made-up token or another member's counts as none…
    expect((await login(member.username, 'Owner-Pass1', '10.2.4.9', 'x'.repeat(43))).statusCode).toBe(429);
    const other = await createOtherMember(t.app, t.db, 'Other-Pass1');
    const others = LoginResponseSchema.parse((await login(other.username, 'Other-Pass1', '10.2.4.10')).json());
    expect(others.device).toBeDefined();
    expect((await login(member.username, 'Owner-Pass1', '10.2.4.9', others.device)).statusCode).toBe(429);
    // …and the owner's browser still signs in, even from an address that is itself locked.
    for (let i = 0; i < 5; i += 1) await login(`nobody-${i}`, 'Guess-Pass1', '10.2.4.20');
    expect((await login('nobody', 'Guess-Pass1', '10.2.4.20')).statusCode).toBe(429);
    expect((await login(member.username, 'Owner-Pass1', '10.2.4.20', first.device)).statusCode).toBe(200);
    // A family's shared computer: the browser holds other members' tokens (one of them forgotten since,
    // one made up) before the owner's. The owner's comes first in the browser's new list, then the other
    // members' still known, in the browser's order; five tokens are the most a browser shows.
    const gone = await createOtherMember(t.app, t.db, 'Gone-Pass1');
    const goneToken = LoginResponseSchema.parse((await login(gone.username, 'Gone-Pass1', '10.2.4.11')).json()).device!;
    await t.db.delete(memberDevices).where(eq(memberDevices.memberId, gone.id));
    const third = await createOtherMember(t.app, t.db, 'Third-Pass1');
    const thirdToken = LoginResponseSchema.parse((await login(third.username, 'Third-Pass1', '10.2.4.12')).json()).device!;
    const madeUp = 'y'.repeat(43);
    const shared = await login(member.username, 'Owner-Pass1', '10.2.4.20', [others.device, goneToken, madeUp, first.device, thirdToken].join('.'));
    expect(shared.statusCode).toBe(200);
    expect(LoginResponseSchema.parse(shared.json())).toMatchObject({ device: first.device, devices: [first.device, others.device, thirdToken].join('.') });
    // More than five tokens, or anything that is not a list of tokens, is refused outright.
    const six = Array.from({ length: 6 }, () => first.device).join('.');
    expect((await login(member.username, 'Owner-Pass1', '10.2.4.21', six)).statusCode).toBe(400);
    expect((await login(member.username, 'Owner-Pass1', '10.2.4.21', `${first.device}..`)).statusCode).toBe(400);

    // Guessing from the owner's browser (a stolen token) is limited the same: 5 failures lock that browser.
    for (let i = 0; i < 5; i += 1) expect((await login(member.username, `Guess-${i}-Pass1`, '10.2.5.1', first.device)).statusCode).toBe(401);
    const locked = await login(member.username, 'Owner-Pass1', '10.2.5.1', first.device);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe('Too many attempts. Please try again in 15 minute(s).');
    // Only the SHA-256 of a token is stored.
    const stored = await t.db.select({ tokenHash: memberDevices.tokenHash }).from(memberDevices).where(eq(memberDevices.memberId, member.id));
    expect(stored).toEqual([{ tokenHash: hashToken(first.device!) }]);
  });

  it(`a member's account remembers at most ${DEVICES_PER_MEMBER} browsers, forgetting the least recently used`, async () => {
    const member = await createOtherMember(t.app, t.db, 'Many-Pass1');
    const signIn = async (device?: string) => {
      const answer = await login(member.username, 'Many-Pass1', '10.2.6.1', device);
      expect(answer.statusCode).toBe(200);
      return LoginResponseSchema.parse(answer.json()).device;
    };
    const tokens: string[] = [];
    for (let i = 0; i < DEVICES_PER_MEMBER; i += 1) tokens.push((await signIn())!);
    // The first browser signs in again: now the most recently used, it outlives the second and third.
    expect(await signIn(tokens[0])).toBe(tokens[0]);
    for (let i = 0; i < 2; i += 1) tokens.push((await signIn())!);
    const stored = await t.db.select({ tokenHash: memberDevices.tokenHash }).from(memberDevices).where(eq(memberDevices.memberId, member.id));
    expect(stored.map((row) => row.tokenHash).sort()).toEqual([tokens[0]!, ...tokens.slice(3)].map(hashToken).sort());
  });

  it('a new password, changed or reset, and a year without a sign-in forget the browsers trusted before', async () => {
    const devicesOf = async (memberId: number) => t.db.select({ id: memberDevices.id }).from(memberDevices).where(eq(memberDevices.memberId, memberId));
    const signIn = async (username: string, password: string) => LoginResponseSchema.parse((await login(username, password, '10.2.7.1')).json());

    const changer = await createOtherMember(t.app, t.db, 'Before-Pass1');
    const first = await signIn(changer.username, 'Before-Pass1');
    expect(await devicesOf(changer.id)).toHaveLength(1);
    const change = await t.app.inject({ method: 'POST', url: '/api/v1/auth/password', payload: { id: changer.id, current: 'Before-Pass1', password: 'After-Pass2' }, headers: { 'jwt-token': first.token } });
    expect(change.statusCode).toBe(200);
    expect(await devicesOf(changer.id)).toEqual([]);
    expect(await t.app.repositories.devices.find([first.device!])).toEqual([]);

    const resetter = await createOtherMember(t.app, t.db, 'Before-Pass1');
    await signIn(resetter.username, 'Before-Pass1');
    await t.app.repositories.passwordResets.create(resetter.id, hashToken('reset-link-token'));
    expect(await t.app.repositories.passwordResets.consume(hashToken('reset-link-token'), 'new-hash')).toBe(true);
    expect(await devicesOf(resetter.id)).toEqual([]);

    const idle = await createOtherMember(t.app, t.db, 'Idle-Pass1');
    const token = (await signIn(idle.username, 'Idle-Pass1')).device!;
    await t.db.update(memberDevices).set({ lastSeenAt: sql`now() - interval '364 days'` }).where(eq(memberDevices.memberId, idle.id));
    expect(await t.app.repositories.devices.find([token])).toEqual([{ deviceId: expect.any(Number), memberId: idle.id, token }]);
    await t.db.update(memberDevices).set({ lastSeenAt: sql`now() - interval '366 days'` }).where(eq(memberDevices.memberId, idle.id));
    expect(await t.app.repositories.devices.find([token])).toEqual([]);
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
