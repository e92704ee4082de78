import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SOCIAL_EMAIL_IN_USE } from '../../../../lib/contract';
import { members, socialAccounts } from '../../../db/schema';
import type { SocialIdentity } from '../../../repositories/social-account-repository';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  process.env.BACKEND_INTERNAL_KEY = 'test-internal-key-0123456789';
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  delete process.env.BACKEND_INTERNAL_KEY;
});

const social = (payload: object, key?: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/social', payload, headers: key ? { 'x-internal-key': key } : {} });
const google = { userid: 'g-123', name: 'Malee Suksan', email: 'malee@gmail.example', social: 'google' };
/** The session route's answer to a member's token: 200 while the session is valid, 401 once it was ended. */
const sessionStatus = async (id: number | undefined, token: string | undefined) =>
  (await t.app.inject({ method: 'POST', url: '/api/v1/auth/session', payload: { id: id ?? 0 }, headers: { 'jwt-token': token ?? '' } })).statusCode;
type StartSession = Parameters<TestApp['app']['repositories']['socialAccounts']['findOrCreate']>[1];
/** As the route starts a sign-in's session, in the sign-in's transaction; `wait` ms first holds the transaction open. */
const startSession = (wait = 0): StartSession => async (tx, memberId) => {
  if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
  return t.app.repositories.sessions.create(memberId, { remember: false, within: tx });
};

describe('POST /api/v1/auth/social', () => {
  it('refuses calls without the internal key', async () => {
    expect((await social(google)).statusCode).toBe(403);
    expect((await social(google, 'wrong')).statusCode).toBe(403);
  });

  it('creates a member on first sign-in and finds the same one afterwards', async () => {
    const first = await social(google, 'test-internal-key-0123456789');
    expect(first.statusCode).toBe(200);
    const body = first.json<{ token: string; user: number; role: string }>();
    expect(body.role).toBe('member');
    const account = await t.app.inject({ method: 'POST', url: '/api/v1/auth/account', payload: { id: body.user }, headers: { 'jwt-token': body.token } });
    expect(account.json().result).toMatchObject({ firstname: 'Malee', lastname: 'Suksan', email: 'malee@gmail.example' });
    const second = await social({ ...google, name: 'Other' }, 'test-internal-key-0123456789');
    expect(second.json().user).toBe(body.user);
    expect(second.json().token).not.toBe(body.token);
  });

  it('links an identity to the member with that e-mail only when the provider vouches for the address', async () => {
    const demo = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'demo', password: 'Demo12345' } });
    // Anyone can put the demo member's address on a Facebook profile, or an unverified one on a Google account.
    for (const identity of [
      { userid: 'fb-9', name: 'Demo', email: 'demo@prd.example', social: 'facebook' },
      { userid: 'g-unverified', name: 'Demo', email: 'DEMO@prd.example', social: 'google', verified: false },
      { userid: 'g-unsaid', name: 'Demo', email: 'demo@prd.example', social: 'google' },
    ]) {
      const refused = await social(identity, 'test-internal-key-0123456789');
      expect([refused.statusCode, refused.json()]).toEqual([409, { error: { code: 'social_email_in_use', message: SOCIAL_EMAIL_IN_USE } }]);
    }
    const links = await t.db.select().from(socialAccounts).where(eq(socialAccounts.memberId, demo.json().user));
    expect(links).toEqual([]);

    const vouched = await social({ userid: 'g-42', name: 'Demo', email: 'demo@prd.example', social: 'google', verified: true }, 'test-internal-key-0123456789');
    expect(vouched.json().user).toBe(demo.json().user);
    // Linked, the identity signs in without the provider's word again.
    expect((await social({ userid: 'g-42', name: 'Demo', email: 'demo@prd.example', social: 'google' }, 'test-internal-key-0123456789')).json().user).toBe(demo.json().user);
  });

  it('a password reset unlinks the identities that signed in to the account before it', async () => {
    // Someone's Facebook profile shows an address first: the account is made for it.
    const squatter = await social({ userid: 'fb-squat', name: 'Not Owner', email: 'owner@example.com', social: 'facebook' }, 'test-internal-key-0123456789');
    const memberId = squatter.json<{ user: number }>().user;
    // The address's owner resets the password through the mailed link.
    const tokenHash = createHash('sha256').update('reset-token-of-the-owner').digest('hex');
    await t.app.repositories.passwordResets.create(memberId, tokenHash);
    expect(await t.app.repositories.passwordResets.consume(tokenHash, 'hash-of-the-new-password')).toBe(true);
    expect(await t.db.select().from(socialAccounts).where(eq(socialAccounts.memberId, memberId))).toEqual([]);
    // The Facebook identity no longer gets in; a provider that vouches for the address still may.
    expect((await social({ userid: 'fb-squat', name: 'Not Owner', email: 'owner@example.com', social: 'facebook' }, 'test-internal-key-0123456789')).statusCode).toBe(409);
    expect((await social({ userid: 'g-owner', name: 'Owner', email: 'owner@example.com', social: 'google', verified: true }, 'test-internal-key-0123456789')).json().user).toBe(memberId);
  });

  it('a vouching provider joining an account a Facebook profile made unlinks that identity and ends its sessions', async () => {
    const key = 'test-internal-key-0123456789';
    const squatter = (await social({ userid: 'fb-squat-2', name: 'Not Owner', email: 'victim2@example.com', social: 'facebook' }, key)).json<{ user: number; token: string }>();
    expect(await sessionStatus(squatter.user, squatter.token)).toBe(200);
    // The address's owner signs in with a Google account that vouches for it.
    const owner = (await social({ userid: 'g-victim2', name: 'Owner', email: 'victim2@example.com', social: 'google', verified: true }, key)).json<{ user: number; token: string }>();
    expect(owner.user).toBe(squatter.user);
    expect(await sessionStatus(squatter.user, squatter.token)).toBe(401);
    expect(await sessionStatus(owner.user, owner.token)).toBe(200);
    expect((await social({ userid: 'fb-squat-2', name: 'Not Owner', email: 'victim2@example.com', social: 'facebook' }, key)).statusCode).toBe(409);
    const links = await t.db.select({ provider: socialAccounts.provider }).from(socialAccounts).where(eq(socialAccounts.memberId, owner.user));
    expect(links).toEqual([{ provider: 'google' }]);
  });

  it('a password reset keeps the identities of a member whose address was proven', async () => {
    const key = 'test-internal-key-0123456789';
    // A Google account that vouched for its address made this member: a reset has nothing to undo.
    const member = (await social({ userid: 'g-proven', name: 'Proven', email: 'proven@example.com', social: 'google', verified: true }, key)).json<{ user: number }>();
    const tokenHash = createHash('sha256').update('reset-token-of-proven').digest('hex');
    await t.app.repositories.passwordResets.create(member.user, tokenHash);
    expect(await t.app.repositories.passwordResets.consume(tokenHash, 'hash-of-the-new-password')).toBe(true);
    expect(await t.db.select({ provider: socialAccounts.provider }).from(socialAccounts).where(eq(socialAccounts.memberId, member.user))).toEqual([{ provider: 'google' }]);
  });

  it('the owner proving the address while a Facebook sign-in is under way ends the session it starts', async () => {
    const key = 'test-internal-key-0123456789';
    const email = 'race@example.com';
    const squatter = { userid: 'fb-race', name: 'Not Owner', email, social: 'facebook' as const, verified: false };
    const made = (await social(squatter, key)).json<{ user: number }>();
    let owner: Promise<{ statusCode: number; json: () => { user: number } }> | undefined;
    // The squatter's sign-in again, and the owner's Google sign-in arriving while it writes its session
    // (on PostgreSQL the owner's claim then waits for the sign-in's hold on the member; without it, the
    // claim ran past and the session written after it stayed valid for 12 hours).
    const signedIn = await t.app.repositories.socialAccounts.findOrCreate(squatter, (tx, memberId) => {
      owner = social({ userid: 'g-race', name: 'Owner', email, social: 'google', verified: true }, key);
      return startSession(200)(tx, memberId);
    });
    expect(signedIn?.id).toBe(made.user);
    expect((await owner)?.json().user).toBe(made.user);
    expect(await sessionStatus(made.user, signedIn?.token)).toBe(401);
  });

  it('a vouching sign-in of an identity linked while the address was unproven ends the other identities', async () => {
    const key = 'test-internal-key-0123456789';
    // As a member linked before migration 0003 can be: the owner's Google and a squatter's Facebook on one unproven account.
    const made = (await social({ userid: 'fb-old', name: 'Not Owner', email: 'old-link@example.com', social: 'facebook' }, key)).json<{ user: number; token: string }>();
    await t.db.insert(socialAccounts).values({ memberId: made.user, provider: 'google', providerUserId: 'g-old' });
    const owner = await social({ userid: 'g-old', name: 'Owner', email: 'old-link@example.com', social: 'google', verified: true }, key);
    expect(owner.json().user).toBe(made.user);
    expect(await sessionStatus(made.user, made.token)).toBe(401);
    expect((await social({ userid: 'fb-old', name: 'Not Owner', email: 'old-link@example.com', social: 'facebook' }, key)).statusCode).toBe(409);
    const links = await t.db.select({ provider: socialAccounts.provider }).from(socialAccounts).where(eq(socialAccounts.memberId, made.user));
    expect(links).toEqual([{ provider: 'google' }]);
  });

  it('concurrent first sign-ins of one new identity make one member and all sign in to it', async () => {
    // On PostgreSQL every sign-in finds nothing and inserts: the later ones meet a unique index (the
    // member's e-mail, or the identity when the member was there already) and, retried, sign in to the
    // member the first one made or linked.
    await t.app.ready();
    const existing = await t.db
      .insert(members)
      .values({ username: 'twin-existing', email: 'twin-existing@example.com', passwordHash: 'x', firstname: 'Twin', lastname: '' })
      .returning({ id: members.id });
    for (const [name, verified] of [['true', true], ['false', false], ['existing', true]] as const) {
      const identity = { userid: `g-twin-${name}`, name: 'Twin', email: `twin-${name}@example.com`, social: 'google' as const, verified };
      // Every transaction is under way before the first one commits.
      const signIn = () => t.app.repositories.socialAccounts.findOrCreate(identity, startSession(100));
      const results = await Promise.all([signIn(), signIn(), signIn()]);
      const ids = results.map((result) => result?.id);
      expect(ids[0]).toEqual(expect.any(Number));
      expect(ids).toEqual([ids[0], ids[0], ids[0]]);
      expect(new Set(results.map((result) => result?.token)).size).toBe(3);
      const made = await t.db.select({ id: members.id }).from(members).where(eq(sql`lower(${members.email})`, identity.email));
      expect(made).toEqual([{ id: ids[0] }]);
      const links = await t.db.select({ memberId: socialAccounts.memberId }).from(socialAccounts).where(eq(socialAccounts.providerUserId, identity.userid));
      expect(links).toEqual([{ memberId: ids[0] }]);
      if (name === 'existing') expect(ids[0]).toBe(existing[0]?.id);
    }
  });

  it('a sign-in racing another identity that makes the member for the same new address takes the normal path', async () => {
    await t.app.ready();
    const google = (email: string) => ({ userid: `g-${email}`, name: 'Owner', email, social: 'google' as const, verified: true });
    const facebook = (email: string) => ({ userid: `fb-${email}`, name: 'Not Owner', email, social: 'facebook' as const, verified: false });
    // The first sign-in has made the member and linked its identity but not committed when the second one
    // starts: on PostgreSQL the second one's insert waits for it, then meets the unique index on the e-mail.
    const race = async (first: SocialIdentity, second: SocialIdentity) => {
      let later: ReturnType<typeof t.app.repositories.socialAccounts.findOrCreate> | undefined;
      const earlier = await t.app.repositories.socialAccounts.findOrCreate(first, (tx, memberId) => {
        later = t.app.repositories.socialAccounts.findOrCreate(second, startSession());
        return startSession(200)(tx, memberId);
      });
      return [earlier, await later] as const;
    };
    const linksOf = (id: number) => t.db.select({ provider: socialAccounts.provider }).from(socialAccounts).where(eq(socialAccounts.memberId, id));

    // The vouching identity first: the Facebook profile showing its address is refused (409 upstream).
    const [owner, refused] = await race(google('first-owner@example.com'), facebook('first-owner@example.com'));
    expect(owner?.id).toEqual(expect.any(Number));
    expect(refused).toBeNull();
    expect(await linksOf(owner?.id ?? 0)).toEqual([{ provider: 'google' }]);

    // The Facebook profile first: the owner's vouching sign-in then claims the address, which unlinks that
    // identity and ends its session.
    const [squatter, claimed] = await race(facebook('second-owner@example.com'), google('second-owner@example.com'));
    expect(claimed?.id).toBe(squatter?.id);
    expect(await sessionStatus(squatter?.id, squatter?.token)).toBe(401);
    expect(await sessionStatus(claimed?.id, claimed?.token)).toBe(200);
    expect(await linksOf(claimed?.id ?? 0)).toEqual([{ provider: 'google' }]);
    for (const email of ['first-owner@example.com', 'second-owner@example.com']) {
      expect(await t.db.select({ id: members.id }).from(members).where(eq(sql`lower(${members.email})`, email))).toHaveLength(1);
    }
  });

  it("the owner's two vouching sign-ins at once on an unproven address both keep their sessions", async () => {
    // Both read the address as unproven before either claims it; the one that waits for the other's hold
    // finds it proven, and neither unlinks the other's identity nor ends its session.
    await t.app.ready();
    const email = 'double-claim@example.com';
    const squatter = await t.app.repositories.socialAccounts.findOrCreate(
      { userid: `fb-${email}`, name: 'Not Owner', email, social: 'facebook', verified: false },
      startSession(),
    );
    const owner = { userid: `g-${email}`, name: 'Owner', email, social: 'google' as const, verified: true };
    const signIn = () => t.app.repositories.socialAccounts.findOrCreate(owner, startSession(100));
    const both = await Promise.all([signIn(), signIn()]);
    for (const result of both) {
      expect(result?.id).toBe(squatter?.id);
      expect(await sessionStatus(result?.id, result?.token)).toBe(200);
    }
    expect(await sessionStatus(squatter?.id, squatter?.token)).toBe(401);
    const links = await t.db.select({ provider: socialAccounts.provider }).from(socialAccounts).where(eq(socialAccounts.memberId, squatter?.id ?? 0));
    expect(links).toEqual([{ provider: 'google' }]);
  });

  it('answers 409, not 500, when the sign-in loses a race on a unique index every time it is run, and writes nothing', async () => {
    await t.app.ready();
    const identity = { userid: 'g-unlucky', name: 'Unlucky', email: 'unlucky@example.com', social: 'google' };
    // The session's insert fails as a unique index refusing it would, in each of the three runs.
    const create = jest.spyOn(t.app.repositories.sessions, 'create').mockRejectedValue(Object.assign(new Error('duplicate key value'), { code: '23505' }));
    try {
      const refused = await social(identity, 'test-internal-key-0123456789');
      expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'validation_error']);
      expect(create).toHaveBeenCalledTimes(3);
    } finally {
      create.mockRestore();
    }
    // Each run's transaction was rolled back: no member, no link.
    expect(await t.db.select().from(members).where(eq(members.email, identity.email))).toEqual([]);
    expect(await t.db.select().from(socialAccounts).where(eq(socialAccounts.providerUserId, identity.userid))).toEqual([]);
    // Any other failure is still the server's.
    const broken = jest.spyOn(t.app.repositories.sessions, 'create').mockRejectedValue(new Error('disk full'));
    try {
      expect((await social(identity, 'test-internal-key-0123456789')).statusCode).toBe(500);
    } finally {
      broken.mockRestore();
    }
    expect((await social(identity, 'test-internal-key-0123456789')).statusCode).toBe(200);
  });

  it('answers 400 for a bad payload', async () => {
    const response = await social({ userid: 'x', email: 'bad', social: 'myspace' }, 'test-internal-key-0123456789');
    expect(response.statusCode).toBe(400);
  });
});
