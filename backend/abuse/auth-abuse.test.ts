import { eq, sql } from 'drizzle-orm';
import { endpoints, type Endpoint, type EndpointPath } from '../../lib/contract';
import { members, passwordResets, registrations } from '../db/schema';
import { fingerprint } from '../testing/bad-input';
import { validMemberBody } from '../testing/member-bodies';
import { createOtherMember } from '../testing/other-member';
import { otpOf, testOutbox } from '../testing/outbox';
import { createTestApp, loginDemo, type TestApp } from '../testing/test-app';

/**
 * Authentication abuse, beyond what the members suites already cover
 * (login lockout: routes/v1/auth/login-limits.test.ts; OTP lock with a resend:
 * register.test.ts; reset single use: password-reset.test.ts; per-feature
 * isolation: library and notification tests).
 */

let t: TestApp;
const outbox = testOutbox();
beforeAll(async () => {
  process.env.WEB_ORIGIN = 'http://localhost:3999';
  t = await createTestApp({ services: { mailer: outbox.mailer } });
  await t.app.ready();
  // PGlite start-up, migrations and the seed take long on a busy machine.
}, 180_000);
afterAll(async () => {
  await t.close();
  outbox.remove();
});

let ipCounter = 0;
const nextIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, headers: { 'x-forwarded-for': nextIp(), ...headers } });

describe('password brute force', () => {
  it('guessing the current password on the change-password call is limited per session (429), and failed sign-ins elsewhere do not stop the member changing it', async () => {
    const victim = await createOtherMember(t.app, t.db, 'Victim-Pass1');
    for (let i = 0; i < 5; i += 1) {
      const wrong = await post('auth/password', { id: victim.id, current: `Guess-${i}-Pass1`, password: 'Stolen-Pass1' }, { 'jwt-token': victim.token });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.code).toBe('invalid_credentials');
    }
    // The sixth guess is refused before the password is even checked, the right one included.
    const locked = await post('auth/password', { id: victim.id, current: 'Victim-Pass1', password: 'Stolen-Pass1' }, { 'jwt-token': victim.token });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: { code: 'rate_limited', message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minute\(s\)\.$/) } });
    // The password did not change: the old one still signs in.
    expect((await post('auth/login', { username: victim.username, password: 'Victim-Pass1' })).statusCode).toBe(200);

    // Five wrong sign-ins from elsewhere lock the account for browsers it never signed in from…
    const member = await createOtherMember(t.app, t.db, 'Member-Pass1');
    for (let i = 0; i < 5; i += 1) expect((await post('auth/login', { username: member.username, password: `Guess-${i}-Pass1` })).statusCode).toBe(401);
    expect((await post('auth/login', { username: member.username, password: 'Member-Pass1' })).statusCode).toBe(429);
    // …but the member, signed in, still changes the password.
    const change = await post('auth/password', { id: member.id, current: 'Member-Pass1', password: 'Changed-Pass2' }, { 'jwt-token': member.token });
    expect(change.statusCode).toBe(200);
  });

  it('a brute force on sign-in spread over many accounts is stopped per address', async () => {
    const ip = '10.7.250.1';
    const answers = [];
    for (let i = 0; i < 8; i += 1) answers.push((await post('auth/login', { username: `user${i}`, password: 'Guess-Pass1' }, { 'x-forwarded-for': ip })).statusCode);
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.slice(5)).toEqual([429, 429, 429]);
  });
});

describe('parallel guesses (a burst sent at once, each from its own address)', () => {
  it('sign-in: at most 5 passwords of one account are checked, the rest refused with 429', async () => {
    const victim = await createOtherMember(t.app, t.db, 'Victim-Pass1');
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post('auth/login', { username: victim.username, password: `Guess-${i}-Pass1` })),
    );
    const codes = burst.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(25);
    // Locked for the right password too, from yet another address.
    expect((await post('auth/login', { username: victim.username, password: 'Victim-Pass1' })).statusCode).toBe(429);
  });

  it('sign-in: a right password gives its count back, so members signing in are never slowed', async () => {
    const member = await createOtherMember(t.app, t.db, 'Member-Pass1');
    const ip = '10.7.252.1';
    for (let i = 0; i < 12; i += 1) {
      expect((await post('auth/login', { username: member.username, password: 'Member-Pass1' }, { 'x-forwarded-for': ip })).statusCode).toBe(200);
    }
    // Four failures after twelve successes: still under the limit, the fifth failure the last checked.
    for (let i = 0; i < 5; i += 1) {
      expect((await post('auth/login', { username: member.username, password: 'Wrong-Pass1' }, { 'x-forwarded-for': ip })).statusCode).toBe(401);
    }
    expect((await post('auth/login', { username: member.username, password: 'Member-Pass1' }, { 'x-forwarded-for': ip })).statusCode).toBe(429);
  });

  it('OTP: at most 5 codes of one registration are compared, then even the right one is refused', async () => {
    const email = 'otp.burst@example.com';
    const { attempt } = (await post('auth/register/step/1', { firstname: 'Burst', lastname: 'Er', email, password: 'Secret-Pass1', language: 'en' })).json<{ attempt: string }>();
    const right = otpOf(outbox.latestTo(email));
    const wrongs = Array.from({ length: 40 }, (_, i) => String(100000 + i)).filter((code) => code !== right).slice(0, 30);
    const burst = await Promise.all(wrongs.map((otp) => post('auth/register/step/2', { email, otp, attempt })));
    const errors = burst.map((answer) => answer.json().error.code);
    expect(errors.filter((code) => code === 'otp_invalid')).toHaveLength(4);
    expect(errors.filter((code) => code === 'otp_locked')).toHaveLength(26);
    const [row] = await t.db.select().from(registrations).where(eq(registrations.email, email));
    expect(row?.otpFailures).toBe(5);
    expect((await post('auth/register/step/2', { email, otp: right, attempt })).json().error.code).toBe('otp_locked');
  });

  it('OTP: a restart of step 1 is an attempt of its own, but the address\'s sends are counted over every attempt', async () => {
    const email = 'otp.restart@example.com';
    const person = { firstname: 'Re', lastname: 'Start', email, password: 'Secret-Pass1', language: 'en' };
    const first = (await post('auth/register/step/1', person)).json<{ attempt: string }>();
    const right = otpOf(outbox.latestTo(email));
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) expect((await post('auth/register/step/2', { email, otp: wrong, attempt: first.attempt })).json().error.code).toBe('otp_invalid');
    const sendAgainLater = () =>
      t.db.update(registrations).set({ lastSentAt: sql`${registrations.lastSentAt} - interval '61 seconds'` }).where(eq(registrations.email, email));
    // Within the minute, no new attempt; after it, one with its own five tries (the first keeps its four failures).
    expect((await post('auth/register/step/1', person)).statusCode).toBe(429);
    await sendAgainLater();
    const second = (await post('auth/register/step/1', person)).json<{ attempt: string }>();
    const fresh = otpOf(outbox.latestTo(email));
    const otherWrong = fresh === '000000' ? '111111' : '000000';
    expect((await post('auth/register/step/2', { email, otp: otherWrong, attempt: second.attempt })).json().error.code).toBe('otp_invalid');
    const rows = await t.db.select().from(registrations).where(eq(registrations.email, email));
    expect(rows.map((row) => row.otpFailures).sort()).toEqual([1, 4]);
    // Five sends an hour to the address, however many attempts they are spread over: so at most 25
    // codes an hour can be tried at one address, from any number of client addresses.
    await sendAgainLater();
    expect((await post('auth/register/resend', { email, attempt: first.attempt })).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      await sendAgainLater();
      expect((await post('auth/register/step/1', person)).statusCode).toBe(200);
    }
    await sendAgainLater();
    const capped = await post('auth/register/step/1', person);
    expect(capped.statusCode).toBe(429);
    // Until the first of the hour's sends is an hour old.
    expect(capped.json().error.message).toMatch(/in (5\d|60) minute/);
    expect((await post('auth/register/resend', { email, attempt: second.attempt })).statusCode).toBe(429);
  });
});

describe('OTP guessing', () => {
  it('after 5 wrong codes even the right one is refused, and no member is created', async () => {
    const email = 'otp.guess@example.com';
    const ip = '10.7.251.1';
    const started = await post('auth/register/step/1', { firstname: 'Guess', lastname: 'Er', email, password: 'Secret-Pass1', language: 'en' }, { 'x-forwarded-for': ip });
    const { attempt } = started.json<{ attempt: string }>();
    const right = otpOf(outbox.latestTo(email));
    const wrongs = ['000000', '111111', '222222', '333333', '444444', '555555'].filter((code) => code !== right).slice(0, 5);
    for (const otp of wrongs) expect((await post('auth/register/step/2', { email, otp, attempt }, { 'x-forwarded-for': ip })).statusCode).toBeGreaterThanOrEqual(400);
    const late = await post('auth/register/step/2', { email, otp: right, attempt }, { 'x-forwarded-for': ip });
    expect(late.statusCode).toBe(429);
    expect(late.json().error.code).toBe('otp_locked');
    // From another address too: the lock is on the registration, not the client.
    expect((await post('auth/register/step/2', { email, otp: right, attempt })).json().error.code).toBe('otp_locked');
    const [row] = await t.db.select().from(registrations).where(eq(registrations.email, email));
    expect(row?.verifiedAt).toBeNull();
    expect(row?.registrationKeyHash).toBeNull();
    expect(await t.db.select().from(members).where(eq(members.email, email))).toHaveLength(0);
  });
});

describe('reset links', () => {
  const tokenOf = (mail: { text: string } | undefined) => /resetpassword\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  /** Moves the member's newest link back in time, as if it had been mailed `minutes` ago. */
  const age = (memberId: number, minutes: number) =>
    t.db
      .update(passwordResets)
      .set({
        createdAt: sql`${passwordResets.createdAt} - make_interval(mins => ${minutes})`,
        expiresAt: sql`${passwordResets.expiresAt} - make_interval(mins => ${minutes})`,
      })
      .where(eq(passwordResets.memberId, memberId));

  it('live for 30 minutes: a 29-minute-old link works once, a 30-minute-old one never', async () => {
    const member = await createOtherMember(t.app, t.db, 'Reset-Pass1');
    const email = `${member.username}@prd.example`;

    await post('auth/password/forget', { email });
    await t.app.settled();
    const fresh = tokenOf(outbox.latestTo(email));
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.memberId, member.id));
    expect(row && (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000).toBeCloseTo(30, 0);
    await age(member.id, 29);
    expect((await post('auth/password/reset', { token: fresh, password: 'Second-Pass2' })).statusCode).toBe(200);
    // Single use: the same link again, even within its 30 minutes.
    const again = await post('auth/password/reset', { token: fresh, password: 'Third-Pass3' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('reset_invalid');

    await post('auth/password/forget', { email });
    await t.app.settled();
    const stale = tokenOf(outbox.latestTo(email));
    expect(stale).not.toBe(fresh);
    await age(member.id, 30);
    const expired = await post('auth/password/reset', { token: stale, password: 'Third-Pass3' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.code).toBe('reset_invalid');
    expect((await post('auth/login', { username: member.username, password: 'Second-Pass2' })).statusCode).toBe(200);
  });
});

describe('stolen session token', () => {
  it('stops working on every member endpoint after logout, and cannot be revived', async () => {
    const { token, id } = await loginDemo(t.app);
    expect((await post('auth/logout', { id }, { 'jwt-token': token })).statusCode).toBe(200);
    for (const [path, endpoint] of memberEndpoints) {
      const response = await post(path, validMemberBody(path, endpoint, id), { 'jwt-token': token });
      expect([path, response.statusCode]).toEqual([path, 401]);
    }
    // A second logout with the stolen token does nothing either.
    expect((await post('auth/logout', { id }, { 'jwt-token': token })).statusCode).toBe(401);
  });
});

const memberEndpoints = (Object.entries(endpoints) as [EndpointPath, Endpoint][]).filter(([, endpoint]) => endpoint.member);

describe('one member cannot reach another', () => {
  it.each(memberEndpoints.map(([path, endpoint]) => [path, endpoint] as const))(
    '%s: 403 with the other member named, 401 without a token, nothing of theirs changed',
    async (path, endpoint) => {
      const mallory = await createOtherMember(t.app, t.db, 'Other12345');
      const victim = await createOtherMember(t.app, t.db, 'Other12345');
      // Give the victim something to lose.
      await post('history/save', { member: victim.id, kind: 'vod', itemId: 1, position: 5, duration: 100 }, { 'jwt-token': victim.token });
      await post('favorite/add', { member: victim.id, kind: 'vod', itemId: 1 }, { 'jwt-token': victim.token });
      const before = await fingerprint(t.db);

      const foreign = await post(path, validMemberBody(path, endpoint, victim.id), { 'jwt-token': mallory.token });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().error.code).toBe('forbidden');
      const anonymous = await post(path, validMemberBody(path, endpoint, victim.id));
      expect(anonymous.statusCode).toBe(401);
      expect(await fingerprint(t.db)).toEqual(before);
    },
  );

  it('lists and ids never leak across members: ids of the victim are 404 or no-ops for mallory', async () => {
    const mallory = await createOtherMember(t.app, t.db, 'Other12345');
    const victim = await createOtherMember(t.app, t.db, 'Other12345');
    const as = (who: { token: string }) => ({ 'jwt-token': who.token });
    await post('history/save', { member: victim.id, kind: 'audio', itemId: 1, position: 5, duration: 100 }, as(victim));
    await post('favorite/add', { member: victim.id, kind: 'audio', itemId: 1 }, as(victim));
    const history = (await post('history', { member: victim.id }, as(victim))).json().result as { id: number }[];
    expect(history.length).toBeGreaterThan(0);
    const before = await fingerprint(t.db);

    // Mallory, with her own member id, aims at the victim's rows by id.
    for (const { id } of history) {
      expect((await post('history/delete', { member: mallory.id, id }, as(mallory))).statusCode).toBeLessThan(500);
    }
    await post('favorite/delete', { member: mallory.id, kind: 'audio', itemId: 1 }, as(mallory));
    await post('notification/delete/all', { member: mallory.id }, as(mallory));
    await post('history/delete/all', { member: mallory.id }, as(mallory));
    expect(await fingerprint(t.db)).toEqual(before);
    expect((await post('history', { member: mallory.id }, as(mallory))).json().result).toEqual([]);
    expect((await post('favorite', { member: mallory.id }, as(mallory))).json().result).toEqual([]);
    const profile = (await post('auth/account', { id: mallory.id }, as(mallory))).json().result as { id: number; email: string };
    expect(profile.id).toBe(mallory.id);
  });
});
