import { sql } from 'drizzle-orm';
import { ValidationText } from '../../../../lib/contract';
import { passwordResets } from '../../../db/schema';
import { newToken, sha256 } from '../../../lib/secrets';
import { createOtherMember } from '../../../testing/other-member';
import { testOutbox } from '../../../testing/outbox';
import { createTestApp, loginDemo, type TestApp } from '../../../testing/test-app';

let t: TestApp;
const outbox = testOutbox();
beforeAll(async () => {
  process.env.WEB_ORIGIN = 'http://localhost:3999';
  t = await createTestApp({ services: { mailer: outbox.mailer } });
});
afterAll(async () => {
  await t.close();
  outbox.remove();
});

/** A call, and whatever it left to run after its answer (the reset mail). */
const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, headers: { 'x-forwarded-for': '10.1.1.1', ...headers } });
  await t.app.settled();
  return response;
};
const tokenOf = (mail: { text: string } | undefined) => {
  const match = mail?.text.match(/resetpassword\?token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error('no link');
  return match[1];
};

describe('forgot and reset password', () => {
  it('answers the same for unknown and known e-mails, and mails a link only to members', async () => {
    const unknown = await post('auth/password/forget', { email: 'nobody@example.com' });
    const known = await post('auth/password/forget', { email: 'DEMO@prd.example', language: 'en' });
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(outbox.latestTo('nobody@example.com')).toBeUndefined();
    const mail = outbox.latestTo('demo@prd.example');
    expect(mail?.text).toContain('http://localhost:3999/en/resetpassword?token=');
  });

  it('answers before the mail is sent, so a slow mail server does not tell which addresses have an account', async () => {
    const delay = (ms: number) => new Promise<null>((done) => setTimeout(() => done(null), ms).unref());
    let release: (() => void) | undefined;
    const sent: string[] = [];
    // A mail server that takes as long as the test says.
    const slow = await createTestApp({
      services: {
        mailer: {
          send: (mail) =>
            new Promise<void>((done) => {
              release = () => {
                sent.push(mail.to);
                done();
              };
            }),
        },
      },
    });
    try {
      const ask = (email: string) => slow.app.inject({ method: 'POST', url: '/api/v1/auth/password/forget', payload: { email }, headers: { 'x-forwarded-for': '10.1.1.9' } });
      // Before: the answer to a member's address waited for the mail server (here: for ever).
      const known = await Promise.race([ask('demo@prd.example'), delay(3000)]);
      expect(known?.statusCode).toBe(200);
      expect((await ask('nobody@example.com')).json()).toEqual(known?.json());
      // The mail was handed to the server after the answer; closing the app would wait for it.
      for (let i = 0; i < 300 && !release; i += 1) await delay(10);
      expect(release).toBeDefined();
      release?.();
      await slow.app.settled();
      expect(sent).toEqual(['demo@prd.example']);
    } finally {
      await slow.close();
    }
  });

  it('sets a new password once, signs the member out everywhere, and the link cannot be reused', async () => {
    const { token: session } = await loginDemo(t.app);
    await post('auth/password/forget', { email: 'demo@prd.example' });
    const token = tokenOf(outbox.latestTo('demo@prd.example'));
    expect((await post('auth/password/reset', { token, password: 'weak' })).json().error.message).toBe(ValidationText.passwordMin);
    expect((await post('auth/password/reset', { token, password: 'Qwerty123' })).json().error.message).toBe(ValidationText.passwordCommon);

    const reset = await post('auth/password/reset', { token, password: 'Brand-New-Pass9' });
    expect(reset.statusCode).toBe(200);
    expect((await post('auth/session', { id: 1 }, { 'jwt-token': session })).statusCode).toBe(401);
    expect((await post('auth/login', { username: 'demo', password: 'Brand-New-Pass9' })).statusCode).toBe(200);
    const again = await post('auth/password/reset', { token, password: 'Another-Pass9' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('reset_invalid');
  });

  it('refuses an expired link and a made-up one', async () => {
    await post('auth/password/forget', { email: 'demo@prd.example' });
    const token = tokenOf(outbox.latestTo('demo@prd.example'));
    await t.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await post('auth/password/reset', { token, password: 'Brand-New-Pass8' })).json().error.code).toBe('reset_invalid');
    expect((await post('auth/password/reset', { token: 'made-up', password: 'Brand-New-Pass8' })).json().error.code).toBe('reset_invalid');
  });

  it('a newer link replaces the older one', async () => {
    // A member of its own: the demo member's mails are past their hourly cap by now.
    const { username } = await createOtherMember(t.app, t.db);
    const email = `${username}@prd.example`;
    await post('auth/password/forget', { email }, { 'x-forwarded-for': '10.1.1.2' });
    const first = tokenOf(outbox.latestTo(email));
    await post('auth/password/forget', { email }, { 'x-forwarded-for': '10.1.1.2' });
    const second = tokenOf(outbox.latestTo(email));
    expect(second).not.toBe(first);
    expect((await post('auth/password/reset', { token: first, password: 'Brand-New-Pass7' })).statusCode).toBe(400);
    expect((await post('auth/password/reset', { token: second, password: 'Brand-New-Pass7' })).statusCode).toBe(200);
  });

  it('limits forgot-password requests per address with a 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) codes.push((await post('auth/password/forget', { email: `x${i}@example.com` }, { 'x-forwarded-for': '10.1.1.3' })).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('tells whether a link can still be used: true until it is spent, false once used, expired, replaced or made up', async () => {
    const check = async (token: string, ip = '10.1.1.4') => {
      const response = await post('auth/password/reset/check', { token }, { 'x-forwarded-for': ip });
      expect(response.headers['cache-control']).toBe('no-store');
      return response.json() as { valid: boolean };
    };
    // Links made as the forgot-password call makes them (its mails are capped per account per hour).
    const link = async () => {
      const token = newToken();
      await t.app.repositories.passwordResets.create(1, sha256(token));
      return token;
    };
    const used = await link();
    expect(await check(used)).toEqual({ valid: true });
    // Asking does not spend it.
    expect(await check(used)).toEqual({ valid: true });
    expect((await post('auth/password/reset', { token: used, password: 'Brand-New-Pass6' })).statusCode).toBe(200);
    expect(await check(used)).toEqual({ valid: false });

    const replaced = await link();
    const expired = await link();
    expect(await check(replaced)).toEqual({ valid: false });
    expect(await check(expired)).toEqual({ valid: true });
    await t.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await check(expired)).toEqual({ valid: false });
    expect(await check('made-up')).toEqual({ valid: false });
    // The password is as the used link left it.
    expect((await post('auth/login', { username: 'demo', password: 'Brand-New-Pass6' })).statusCode).toBe(200);
  });

  it('limits link checks per address with a 429, and refuses a missing token', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 61; i += 1) codes.push((await post('auth/password/reset/check', { token: `t${i}` }, { 'x-forwarded-for': '10.1.1.6' })).statusCode);
    expect(codes.slice(0, 60).every((code) => code === 200)).toBe(true);
    expect(codes[60]).toBe(429);
    expect((await post('auth/password/reset/check', { token: 'x' }, { 'x-forwarded-for': '10.1.1.7' })).statusCode).toBe(200);
    const missing = await post('auth/password/reset/check', {}, { 'x-forwarded-for': '10.1.1.7' });
    expect([missing.statusCode, missing.json().error.code]).toEqual([400, 'validation_error']);
  });

  it('refuses a missing or malformed e-mail with the seed message', async () => {
    const response = await post('auth/password/forget', { email: 'nope' });
    expect(response.json()).toEqual({ error: { code: 'validation_error', message: ValidationText.emailRequired } });
  });
});
