import { eq, sql } from 'drizzle-orm';
import {
  AccountResponseSchema,
  LoginResponseSchema,
  SessionResponseSchema,
  ValidationText,
} from '../../../../lib/contract';
import { members, sessions } from '../../../db/schema';
import { hashPassword } from '../../../lib/passwords';
import { hashToken } from '../../../repositories/session-repository';
import { createTestApp, loginDemo, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? { 'jwt-token': token } : {} });

const unauthorized = { error: { code: 'unauthorized', message: expect.any(String) } };

describe('POST /api/v1/auth/login', () => {
  it.each(['demo', 'DEMO', 'demo@prd.example', 'Demo@PRD.example', '  demo  '])('signs in as %p', async (username) => {
    const response = await post('/api/v1/auth/login', { username, password: 'Demo12345' });
    expect(response.statusCode).toBe(200);
    const body = LoginResponseSchema.parse(response.json());
    expect(body.role).toBe('member');
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('stores only the SHA-256 of the token, expiring in 30 days', async () => {
    const { token, id } = await loginDemo(t.app);
    const rows = await t.db
      .select({
        tokenHash: sessions.tokenHash,
        days: sql<number>`round(extract(epoch from ${sessions.expiresAt} - ${sessions.createdAt}) / 86400)::int`,
      })
      .from(sessions)
      .where(sql`${sessions.memberId} = ${id}`);
    expect(rows.map((r) => r.tokenHash)).toContain(hashToken(token));
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
    expect(rows.every((r) => r.days === 30)).toBe(true);
  });

  it.each([
    [{ username: 'demo', password: 'wrong-password' }, 'wrong password'],
    [{ username: 'nobody', password: 'Demo12345' }, 'unknown user'],
    [{ username: 'demo@prd.example', password: 'demo12345' }, 'password case'],
  ])('answers 401 invalid_credentials for %p (%s)', async (payload) => {
    const response = await post('/api/v1/auth/login', payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'invalid_credentials', message: 'Invalid Password' } });
  });

  it.each([
    [{ password: 'x' }, ValidationText.usernameRequired],
    [{ username: '', password: 'x' }, ValidationText.usernameRequired],
    [{ username: '   ', password: 'x' }, ValidationText.usernameRequired],
    [{ username: 'demo' }, ValidationText.passwordRequired],
    [{ username: 'demo', password: '' }, ValidationText.passwordRequired],
    [{}, ValidationText.usernameRequired],
    [{ username: 42, password: 'x' }, ValidationText.invalidRequest],
    [{ username: 'a'.repeat(300), password: 'x' }, ValidationText.invalidRequest],
  ])('answers 400 with the seed message for %p', async (payload, message) => {
    const response = await post('/api/v1/auth/login', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'validation_error', message } });
  });

  it('starts no session for a password changed or reset while it was being checked', async () => {
    const { id } = await loginDemo(t.app);
    const { accounts, sessions: repository } = t.app.repositories;
    const verified = (await accounts.passwordHash(id)) ?? '';
    const count = async () => (await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.memberId, id))).length;
    const before = await count();
    const replaced = await hashPassword('Changed-Pass1');
    try {
      // Changed before the session is written.
      await t.db.update(members).set({ passwordHash: replaced }).where(eq(members.id, id));
      expect(await repository.createForPassword(id, verified)).toBeUndefined();
      // Changed in a transaction under way when the session is asked for: the sign-in waits for it and
      // then sees the new password (PostgreSQL: its hold on the row waits for the change's lock).
      await t.db.update(members).set({ passwordHash: verified }).where(eq(members.id, id));
      let signIn: Promise<string | undefined> | undefined;
      await t.db.transaction(async (tx) => {
        await tx.update(members).set({ passwordHash: replaced }).where(eq(members.id, id));
        signIn = repository.createForPassword(id, verified);
        await new Promise((resolve) => setTimeout(resolve, 200));
      });
      expect(await signIn).toBeUndefined();
      expect(await count()).toBe(before);
      // With the password it verified, a session.
      expect(await repository.createForPassword(id, replaced)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    } finally {
      await t.db.update(members).set({ passwordHash: verified }).where(eq(members.id, id));
    }
  });

  it('treats a POST without a body as empty fields', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'validation_error', message: ValidationText.usernameRequired } });
  });
});

describe('member endpoints', () => {
  it('returns the profile of the token owner', async () => {
    const { token, id } = await loginDemo(t.app);
    const response = await post('/api/v1/auth/account', { id }, token);
    expect(response.statusCode).toBe(200);
    expect(AccountResponseSchema.parse(response.json()).result).toEqual({
      id,
      username: 'demo',
      firstname: 'สมชาย',
      lastname: 'ใจดี',
      email: 'demo@prd.example',
      language: 'th',
      thumbnail: '',
    });
  });

  it('confirms a valid session (id may come as a string, as the seed sends it)', async () => {
    const { token, id } = await loginDemo(t.app);
    const response = await post('/api/v1/auth/session', { id: String(id) }, token);
    expect(response.statusCode).toBe(200);
    expect(SessionResponseSchema.parse(response.json())).toEqual({ message: 'ok', user: id });
  });

  it.each(['auth/account', 'auth/session', 'auth/logout'])('%s: 401 without, with a bad or with an unknown token', async (path) => {
    for (const token of [undefined, 'not-a-token', 'x'.repeat(1000), 'A'.repeat(43)]) {
      const response = await post(`/api/v1/${path}`, { id: 1 }, token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthorized);
    }
  });

  it.each(['auth/account', 'auth/session', 'auth/logout'])('%s: 400 without a valid id', async (path) => {
    const { token } = await loginDemo(t.app);
    for (const payload of [{}, { id: 'abc' }, { id: -1 }, { id: 1.5 }]) {
      const response = await post(`/api/v1/${path}`, payload, token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'validation_error', message: ValidationText.invalidRequest } });
    }
  });

  it.each(['auth/account', 'auth/session', 'auth/logout'])("%s: 403 with another member's token", async (path) => {
    const [other] = await t.db
      .insert(members)
      .values({
        username: `other_${path.replace('/', '_')}`,
        email: `other.${path.replace('/', '.')}@prd.example`,
        passwordHash: await hashPassword('Other12345'),
        firstname: 'Other',
        lastname: 'Member',
      })
      .returning({ id: members.id });
    if (!other) throw new Error('insert failed');
    const { token, id } = await loginDemo(t.app);
    const response = await post(`/api/v1/${path}`, { id: other.id }, token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'forbidden', message: expect.any(String) } });
    // The token is still good for its own member (403 did not revoke it).
    expect((await post('/api/v1/auth/session', { id }, token)).statusCode).toBe(200);
  });

  it('401 for an expired session', async () => {
    const { token, id } = await loginDemo(t.app);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${sessions.tokenHash} = ${hashToken(token)}`);
    expect((await post('/api/v1/auth/session', { id }, token)).statusCode).toBe(401);
  });

  it('logout revokes only that token', async () => {
    const first = await loginDemo(t.app);
    const second = await loginDemo(t.app);
    const logout = await post('/api/v1/auth/logout', { id: first.id }, first.token);
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Logout success' });
    for (const path of ['auth/session', 'auth/account', 'auth/logout']) {
      const response = await post(`/api/v1/${path}`, { id: first.id }, first.token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthorized);
    }
    expect((await post('/api/v1/auth/session', { id: second.id }, second.token)).statusCode).toBe(200);
  });
});
