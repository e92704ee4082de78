import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { OTP_VERIFIED, ValidationText } from '../../../../lib/contract';
import { members, registrations } from '../../../db/schema';
import { sha256 } from '../../../lib/secrets';
import { otpOf, testOutbox } from '../../../testing/outbox';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
const outbox = testOutbox();
beforeAll(async () => {
  t = await createTestApp({ services: { mailer: outbox.mailer } });
});
afterAll(async () => {
  await t.close();
  outbox.remove();
});

let ipCounter = 0;
/** Each test gets its own client address (forwarded by the loopback "proxy"), so per-address limits stay apart. */
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const post = (url: string, payload: object, ip = '10.9.9.9') =>
  t.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, headers: { 'x-forwarded-for': ip } });

const person = (email: string, password = 'Secret-Pass1') => ({ firstname: 'Somsri', lastname: 'Dee', email, password, language: 'en' });
const backdateSend = (email: string, seconds: number) =>
  t.db
    .update(registrations)
    .set({ lastSentAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(sql`lower(${registrations.email}) = ${email}`);

describe('registration', () => {
  it('registers in three steps and the new member signs in', async () => {
    const ip = nextIp();
    const step1 = await post('auth/register/step/1', person('New.Member@Example.com'), ip);
    expect(step1.statusCode).toBe(200);
    expect(step1.json()).toEqual({ message: 'OTP sent.', email: 'new.member@example.com', attempt: expect.any(String), amended: false });
    const { attempt } = step1.json<{ attempt: string }>();
    const mail = outbox.latestTo('new.member@example.com');
    expect(mail?.subject).toContain('verification code');
    const stored = await t.db.select().from(registrations).where(sql`${registrations.email} = 'new.member@example.com'`);
    expect(stored[0]?.otpHash).not.toContain(otpOf(mail));

    // The code alone is not enough: step 2 needs the handle step 1 gave this browser.
    const noHandle = await post('auth/register/step/2', { email: 'new.member@example.com', otp: otpOf(mail), attempt: 'someone-else' }, ip);
    expect(noHandle.json()).toEqual({ error: { code: 'registration_invalid', message: 'Please start the registration again.' } });
    const step2 = await post('auth/register/step/2', { email: 'new.member@example.com', otp: otpOf(mail), attempt }, ip);
    expect(step2.statusCode).toBe(200);
    const { message, registration } = step2.json<{ message: string; registration: string }>();
    expect(message).toBe(OTP_VERIFIED);
    // Single use: the same OTP does not verify twice.
    expect((await post('auth/register/step/2', { email: 'new.member@example.com', otp: otpOf(mail), attempt }, ip)).statusCode).toBe(400);

    const wrongKey = await post('auth/register/step/3', { email: 'new.member@example.com', registration: 'nope', agreement: true }, ip);
    expect(wrongKey.json()).toEqual({ error: { code: 'registration_invalid', message: expect.any(String) } });
    const noAgreement = await post('auth/register/step/3', { email: 'new.member@example.com', registration, agreement: false }, ip);
    expect(noAgreement.json()).toEqual({ error: { code: 'validation_error', message: ValidationText.agreementRequired } });
    const badPhone = await post('auth/register/step/3', { email: 'new.member@example.com', registration, phone: '08-123', agreement: true }, ip);
    expect(badPhone.statusCode).toBe(400);

    const step3 = await post('auth/register/step/3', { email: 'new.member@example.com', registration, phone: '0812345678', gender: 'other', agreement: true }, ip);
    expect(step3.statusCode).toBe(200);
    const login = await post('auth/login', { username: 'new.member@example.com', password: 'Secret-Pass1' }, ip);
    expect(login.statusCode).toBe(200);
    // The e-mail is taken now.
    const again = await post('auth/register/step/1', person('new.member@example.com'), ip);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'email_taken', message: 'This e-mail is already in use.' } });
  });

  it.each([
    [{ ...person('a@example.com'), password: 'Short1' }, ValidationText.passwordMin],
    [{ ...person('a@example.com'), password: 'alllowercase1' }, ValidationText.passwordPattern],
    [{ ...person('a@example.com'), password: 'Password123' }, ValidationText.passwordCommon],
    [{ ...person('a@example.com'), password: `Aa1${'x'.repeat(200)}` }, ValidationText.passwordMax],
    [{ ...person('not-an-email') }, ValidationText.emailRequired],
    [{ ...person('a@example.com'), firstname: ' ' }, ValidationText.firstnameRequired],
    [{ lastname: 'x', email: 'a@example.com', password: 'Secret-Pass1' }, ValidationText.firstnameRequired],
  ])('refuses step 1 with %p', async (payload, message) => {
    const response = await post('auth/register/step/1', payload, nextIp());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'validation_error', message } });
  });

  it('accepts a pasted 64-character password', async () => {
    const response = await post('auth/register/step/1', person('long@example.com', `Aa1${'z'.repeat(61)}`), nextIp());
    expect(response.statusCode).toBe(200);
  });

  it('locks the OTP after 5 wrong tries; the locked attempt takes no new code, and step 1 starts a new one', async () => {
    const ip = nextIp();
    const email = 'wrong.otp@example.com';
    const { attempt } = (await post('auth/register/step/1', person(email), ip)).json<{ attempt: string }>();
    const right = otpOf(outbox.latestTo(email));
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) {
      const response = await post('auth/register/step/2', { email, otp: wrong, attempt }, ip);
      expect(response.json()).toEqual({ error: { code: 'otp_invalid', message: 'The OTP is not correct.' } });
    }
    expect((await post('auth/register/step/2', { email, otp: wrong, attempt }, ip)).json().error.code).toBe('otp_locked');
    await backdateSend(email, 61);
    const mails = readdirSync(outbox.dir).length;
    // A code it would refuse is not mailed (nor counted among the address's sends): start again.
    expect((await post('auth/register/resend', { email, attempt }, ip)).json()).toEqual({ error: { code: 'registration_invalid', message: 'Please start the registration again.' } });
    expect(readdirSync(outbox.dir)).toHaveLength(mails);
    const locked = await post('auth/register/step/2', { email, otp: right, attempt }, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('otp_locked');
    // Step 1 again: a new attempt with its own five tries, whose code works.
    const again = (await post('auth/register/step/1', person(email), ip)).json<{ attempt: string }>();
    const verified = await post('auth/register/step/2', { email, otp: otpOf(outbox.latestTo(email)), attempt: again.attempt }, ip);
    expect(verified.json().message).toBe('OTP verified.');
  });

  it('refuses OTPs that are not six digits', async () => {
    for (const otp of ['12345', '1234567', 'abcdef', '']) {
      const response = await post('auth/register/step/2', { email: 'x@example.com', otp, attempt: 'x' }, nextIp());
      expect(response.json()).toEqual({ error: { code: 'validation_error', message: ValidationText.otpRequired } });
    }
  });

  it('expires the OTP after 10 minutes', async () => {
    const ip = nextIp();
    const email = 'expired@example.com';
    const { attempt } = (await post('auth/register/step/1', person(email), ip)).json<{ attempt: string }>();
    await t.db.update(registrations).set({ otpExpiresAt: sql`now() - interval '1 second'` }).where(sql`${registrations.email} = ${email}`);
    const response = await post('auth/register/step/2', { email, otp: otpOf(outbox.latestTo(email)), attempt }, ip);
    expect(response.json().error.code).toBe('otp_expired');
  });

  it('resend: 60 s cooldown, at most 5 sends an hour, and the new OTP replaces the old one', async () => {
    const ip = nextIp();
    const email = 'resend@example.com';
    const { attempt } = (await post('auth/register/step/1', person(email), ip)).json<{ attempt: string }>();
    const first = otpOf(outbox.latestTo(email));
    const early = await post('auth/register/resend', { email, attempt }, ip);
    expect(early.statusCode).toBe(429);
    expect(early.json().error.code).toBe('rate_limited');
    for (let send = 2; send <= 5; send += 1) {
      await backdateSend(email, 61);
      expect((await post('auth/register/resend', { email, attempt }, ip)).statusCode).toBe(200);
    }
    await backdateSend(email, 61);
    expect((await post('auth/register/resend', { email, attempt }, ip)).statusCode).toBe(429);
    const latest = otpOf(outbox.latestTo(email));
    if (latest !== first) expect((await post('auth/register/step/2', { email, otp: first, attempt }, ip)).statusCode).toBe(400);
    expect((await post('auth/register/step/2', { email, otp: latest, attempt }, ip)).statusCode).toBe(200);
  });

  it('resend for an unknown registration is a clear 400', async () => {
    const response = await post('auth/register/resend', { email: 'never@example.com', attempt: 'x' }, nextIp());
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('registration_invalid');
  });

  it('a step 2 or a resend without a usable handle (a page from before handles) says to start again, and costs no try', async () => {
    const ip = nextIp();
    const step1 = await post('auth/register/step/1', person('old.page@example.com'), ip);
    const { attempt } = step1.json<{ attempt: string }>();
    const code = otpOf(outbox.latestTo('old.page@example.com'));
    const restart = { error: { code: 'validation_error', message: 'Please start the registration again.' } };
    for (const handle of [undefined, '', 42, 'x'.repeat(201), 'a\u0007b']) {
      const body = { email: 'old.page@example.com', ...(handle === undefined ? {} : { attempt: handle }) };
      const step2 = await post('auth/register/step/2', { ...body, otp: '000000' }, ip);
      expect([step2.statusCode, step2.json()]).toEqual([400, restart]);
      const resend = await post('auth/register/resend', body, ip);
      expect([resend.statusCode, resend.json()]).toEqual([400, restart]);
    }
    // None of those refusals used up a try: the right code with the handle still verifies.
    expect((await post('auth/register/step/2', { email: 'old.page@example.com', otp: code, attempt }, ip)).statusCode).toBe(200);
  });

  it('someone who repeats step 1 for an address can neither finish nor lock the owner\'s registration', async () => {
    const email = 'owner@example.com';
    const victim = nextIp();
    const attacker = nextIp();
    const { attempt: owners } = (await post('auth/register/step/1', person(email, 'Owner-Pass-8812'), victim)).json<{ attempt: string }>();
    const ownersCode = otpOf(outbox.latestTo(email));
    await backdateSend(email, 61);
    // The attacker's step 1 starts an attempt of its own (their password), and mails its code to the owner.
    const repeat = await post('auth/register/step/1', { ...person(email, 'Attacker-Pass-4471'), firstname: 'Mallory' }, attacker);
    expect(repeat.statusCode).toBe(200);
    const { attempt: attackers } = repeat.json<{ attempt: string }>();
    const attackersCode = otpOf(outbox.latestTo(email));
    // That newest code does not finish the owner's attempt (it is not its code) ...
    if (attackersCode !== ownersCode) {
      expect((await post('auth/register/step/2', { email, otp: attackersCode, attempt: owners }, victim)).json().error.code).toBe('otp_invalid');
    }
    // ... and the attacker's five wrong guesses lock only the attacker's attempt.
    const wrong = [ownersCode, attackersCode].includes('000000') ? ([ownersCode, attackersCode].includes('111111') ? '222222' : '111111') : '000000';
    for (let i = 0; i < 5; i += 1) await post('auth/register/step/2', { email, otp: wrong, attempt: attackers }, attacker);
    expect((await post('auth/register/step/2', { email, otp: attackersCode, attempt: attackers }, attacker)).json().error.code).toBe('otp_locked');
    // A handle nobody was given gets nowhere, and takes no try.
    expect((await post('auth/register/step/2', { email, otp: ownersCode, attempt: 'made-up' }, attacker)).json().error.code).toBe('registration_invalid');
    // The owner's own code finishes the owner's attempt, with the owner's password.
    const step2 = await post('auth/register/step/2', { email, otp: ownersCode, attempt: owners }, victim);
    expect(step2.statusCode).toBe(200);
    const { registration } = step2.json<{ registration: string }>();
    expect((await post('auth/register/step/3', { email, registration, agreement: true }, victim)).statusCode).toBe(200);
    expect((await post('auth/login', { username: email, password: 'Attacker-Pass-4471' }, attacker)).statusCode).toBe(401);
    expect((await post('auth/login', { username: email, password: 'Owner-Pass-8812' }, victim)).statusCode).toBe(200);
    // Every attempt of the address ended with the account.
    expect(await t.db.select().from(registrations).where(sql`lower(${registrations.email}) = ${email}`)).toEqual([]);
  });

  it('parallel step 1s and resends for one address get one send past the limits, not one each', async () => {
    const email = 'parallel@example.com';
    const burst = await Promise.all(Array.from({ length: 12 }, () => post('auth/register/step/1', person(email), nextIp())));
    const codes = burst.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(11).fill(429)]);
    const { attempt } = burst.find((response) => response.statusCode === 200)!.json<{ attempt: string }>();
    await backdateSend(email, 61);
    const resends = await Promise.all(Array.from({ length: 8 }, () => post('auth/register/resend', { email, attempt }, nextIp())));
    expect(resends.map((response) => response.statusCode).sort()).toEqual([200, ...Array<number>(7).fill(429)]);
    const rows = await t.db.select().from(registrations).where(sql`lower(${registrations.email}) = ${email}`);
    expect(rows.map((row) => row.sendCount)).toEqual([2]);
  });

  it('two step 3s at once make one account; the other is a clear 4xx, never a 500', async () => {
    const email = 'double@example.com';
    const ip = nextIp();
    const { attempt } = (await post('auth/register/step/1', person(email), ip)).json<{ attempt: string }>();
    const { registration } = (await post('auth/register/step/2', { email, otp: otpOf(outbox.latestTo(email)), attempt }, ip)).json<{ registration: string }>();
    const both = await Promise.all([1, 2].map(() => post('auth/register/step/3', { email, registration, agreement: true }, ip)));
    const codes = both.map((response) => response.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([400, 409]).toContain(codes[1]);
  });

  it('two addresses with the same local part finishing at once both register, under two usernames', async () => {
    const ip = nextIp();
    const emails = ['samename@a.example.com', 'samename@b.example.com'];
    const keys: string[] = [];
    for (const email of emails) {
      const { attempt } = (await post('auth/register/step/1', person(email), ip)).json<{ attempt: string }>();
      keys.push((await post('auth/register/step/2', { email, otp: otpOf(outbox.latestTo(email)), attempt }, ip)).json<{ registration: string }>().registration);
    }
    const both = await Promise.all(emails.map((email, i) => post('auth/register/step/3', { email, registration: keys[i], agreement: true }, ip)));
    expect(both.map((response) => response.json())).toEqual([{ message: 'Registration complete.' }, { message: 'Registration complete.' }]);
    const names = await t.db.select({ username: members.username }).from(members).where(sql`lower(${members.email}) in ('samename@a.example.com', 'samename@b.example.com')`);
    expect(names).toHaveLength(2);
    expect(new Set(names.map((row) => row.username.replace(/-[0-9a-f]{6}$/, '')))).toEqual(new Set(['samename']));
  });

  it('counts the addresses of one IPv6 /64 as one client for its limits', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) codes.push((await post('auth/register/step/1', person(`six${i}@example.com`), `2001:db8:77:1::${(i + 1).toString(16)}`)).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true);
    expect(codes[10]).toBe(429);
    // Another /64 is another client.
    expect((await post('auth/register/step/1', person('six-other@example.com'), '2001:db8:77:2::1')).statusCode).toBe(200);
  });

  describe('step 1 again with the attempt handle (Back, then the details corrected)', () => {
    const rowsOf = (email: string) => t.db.select().from(registrations).where(sql`lower(${registrations.email}) = ${email}`).orderBy(registrations.id);
    const mailCount = () => readdirSync(outbox.dir).length;

    it('amends the name and password of the attempt, with no new code and no send counted; its code finishes it', async () => {
      const ip = nextIp();
      const email = 'amend@example.com';
      const { attempt } = (await post('auth/register/step/1', person(email, 'First-Pass-4412'), ip)).json<{ attempt: string }>();
      const code = otpOf(outbox.latestTo(email));
      const [before] = await rowsOf(email);
      const mails = mailCount();
      // Within the address's one-a-minute limit, which a new attempt would meet.
      const amended = await post('auth/register/step/1', { ...person(email, 'Second-Pass-7781'), firstname: 'Somsak', lastname: 'Jaidee', attempt }, ip);
      expect(amended.statusCode).toBe(200);
      expect(amended.json()).toEqual({ message: expect.any(String), email, attempt, amended: true });
      expect(mailCount()).toBe(mails);
      const rows = await rowsOf(email);
      expect(rows).toHaveLength(1);
      const [after] = rows;
      expect(after).toMatchObject({ id: before?.id, firstname: 'Somsak', lastname: 'Jaidee', sendCount: 1, otpFailures: 0, otpHash: before?.otpHash });
      expect(after?.lastSentAt).toEqual(before?.lastSentAt);
      expect(after?.otpExpiresAt).toEqual(before?.otpExpiresAt);
      expect(after?.passwordHash).not.toBe(before?.passwordHash);
      // Unchanged details with the handle amend it too (the same answer), still without a send.
      expect((await post('auth/register/step/1', { ...person(email, 'Second-Pass-7781'), firstname: 'Somsak', lastname: 'Jaidee', attempt }, ip)).json().amended).toBe(true);
      expect(mailCount()).toBe(mails);

      const { registration } = (await post('auth/register/step/2', { email, otp: code, attempt }, ip)).json<{ registration: string }>();
      expect((await post('auth/register/step/3', { email, registration, agreement: true }, ip)).statusCode).toBe(200);
      const [member] = await t.db.select().from(members).where(sql`lower(${members.email}) = ${email}`);
      expect(member).toMatchObject({ firstname: 'Somsak', lastname: 'Jaidee' });
      expect((await post('auth/login', { username: email, password: 'First-Pass-4412' }, ip)).statusCode).toBe(401);
      expect((await post('auth/login', { username: email, password: 'Second-Pass-7781' }, ip)).statusCode).toBe(200);
    });

    it("keeps step 1's checks: a too common password is refused and the attempt stays as it was", async () => {
      const ip = nextIp();
      const email = 'amend.common@example.com';
      const { attempt } = (await post('auth/register/step/1', person(email), ip)).json<{ attempt: string }>();
      const [before] = await rowsOf(email);
      const refused = await post('auth/register/step/1', { ...person(email, 'Password123'), firstname: 'Other', attempt }, ip);
      expect([refused.statusCode, refused.json()]).toEqual([400, { error: { code: 'validation_error', message: ValidationText.passwordCommon } }]);
      expect(await rowsOf(email)).toEqual([before]);
    });

    it('another address, an unknown handle or an expired code: a new attempt, as without a handle; a malformed handle is refused', async () => {
      const ip = nextIp();
      const email = 'amend.fallback@example.com';
      const { attempt } = (await post('auth/register/step/1', person(email), ip)).json<{ attempt: string }>();
      // A handle that names nothing meets the address's limit as any new attempt does, and amends nothing.
      const early = await post('auth/register/step/1', { ...person(email), firstname: 'Mallory', attempt: 'made-up' }, ip);
      expect(early.statusCode).toBe(429);
      expect((await rowsOf(email)).map((row) => row.firstname)).toEqual(['Somsri']);
      // A malformed one is refused as at step 2 (only a page that altered it sends one), and changes nothing.
      for (const handle of ['', 'x'.repeat(201), 'a\u0007b', 42]) {
        const refused = await post('auth/register/step/1', { ...person(email), firstname: 'Mallory', attempt: handle }, ip);
        expect([refused.statusCode, refused.json()]).toEqual([400, { error: { code: 'validation_error', message: ValidationText.registrationRestart } }]);
      }
      expect((await rowsOf(email)).map((row) => row.firstname)).toEqual(['Somsri']);
      // Past the limit, the unknown handle is a new attempt, with a new code.
      await backdateSend(email, 61);
      const fresh = await post('auth/register/step/1', { ...person(email), firstname: 'Mallory', attempt: 'made-up' }, ip);
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json()).toMatchObject({ message: 'OTP sent.', amended: false });
      expect(fresh.json().attempt).not.toBe(attempt);
      expect((await rowsOf(email)).map((row) => row.firstname)).toEqual(['Somsri', 'Mallory']);
      // The handle with another address: that address gets an attempt of its own; this one's is untouched.
      const other = await post('auth/register/step/1', { ...person('amend.other@example.com'), firstname: 'Mallory', attempt }, ip);
      expect(other.json()).toMatchObject({ email: 'amend.other@example.com', amended: false });
      expect((await rowsOf('amend.other@example.com')).map((row) => row.attemptHash)).not.toContain(sha256(attempt));
      const [owners] = (await rowsOf(email)).filter((row) => row.attemptHash === sha256(attempt));
      expect(owners?.firstname).toBe('Somsri');

      // Expired: not amended.
      await t.db.update(registrations).set({ otpExpiresAt: sql`now() - interval '1 second'` }).where(sql`${registrations.attemptHash} = ${sha256(attempt)}`);
      await backdateSend(email, 61);
      expect((await post('auth/register/step/1', { ...person(email), firstname: 'Late', attempt }, ip)).json().amended).toBe(false);
      expect((await rowsOf(email)).find((row) => row.attemptHash === sha256(attempt))?.firstname).toBe('Somsri');
    });

    it('a verified or locked attempt is not amended', async () => {
      const ip = nextIp();
      const verifiedEmail = 'amend.verified@example.com';
      const { attempt: verified } = (await post('auth/register/step/1', person(verifiedEmail), ip)).json<{ attempt: string }>();
      expect((await post('auth/register/step/2', { email: verifiedEmail, otp: otpOf(outbox.latestTo(verifiedEmail)), attempt: verified }, ip)).statusCode).toBe(200);
      await backdateSend(verifiedEmail, 61);
      expect((await post('auth/register/step/1', { ...person(verifiedEmail), firstname: 'Changed', attempt: verified }, ip)).json().amended).toBe(false);
      expect((await rowsOf(verifiedEmail)).find((row) => row.attemptHash === sha256(verified))?.firstname).toBe('Somsri');

      const lockedEmail = 'amend.locked@example.com';
      const { attempt: locked } = (await post('auth/register/step/1', person(lockedEmail), ip)).json<{ attempt: string }>();
      const right = otpOf(outbox.latestTo(lockedEmail));
      const wrong = right === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) await post('auth/register/step/2', { email: lockedEmail, otp: wrong, attempt: locked }, ip);
      await backdateSend(lockedEmail, 61);
      const again = await post('auth/register/step/1', { ...person(lockedEmail), firstname: 'Changed', attempt: locked }, ip);
      expect(again.json()).toMatchObject({ amended: false });
      expect((await rowsOf(lockedEmail)).find((row) => row.attemptHash === sha256(locked))?.firstname).toBe('Somsri');
      // The new attempt has its own tries: its code works.
      const fresh = again.json<{ attempt: string }>().attempt;
      expect((await post('auth/register/step/2', { email: lockedEmail, otp: otpOf(outbox.latestTo(lockedEmail)), attempt: fresh }, ip)).statusCode).toBe(200);
    });

    it("someone else's handle amends only their own attempt, never the owner's", async () => {
      const email = 'amend.owner@example.com';
      const owner = nextIp();
      const attacker = nextIp();
      const { attempt: owners } = (await post('auth/register/step/1', person(email, 'Owner-Pass-8812'), owner)).json<{ attempt: string }>();
      const ownersCode = otpOf(outbox.latestTo(email));
      await backdateSend(email, 61);
      const { attempt: attackers } = (await post('auth/register/step/1', person(email, 'Attacker-Pass-4471'), attacker)).json<{ attempt: string }>();
      const amended = await post('auth/register/step/1', { ...person(email, 'Attacker-Pass-9932'), firstname: 'Mallory', attempt: attackers }, attacker);
      expect(amended.json()).toMatchObject({ attempt: attackers, amended: true });
      const rows = await rowsOf(email);
      expect(rows.find((row) => row.attemptHash === sha256(owners))?.firstname).toBe('Somsri');
      expect(rows.find((row) => row.attemptHash === sha256(attackers))?.firstname).toBe('Mallory');
      // The owner's code and handle finish the owner's attempt with the owner's details.
      const { registration } = (await post('auth/register/step/2', { email, otp: ownersCode, attempt: owners }, owner)).json<{ registration: string }>();
      expect((await post('auth/register/step/3', { email, registration, agreement: true }, owner)).statusCode).toBe(200);
      const [member] = await t.db.select().from(members).where(sql`lower(${members.email}) = ${email}`);
      expect(member?.firstname).toBe('Somsri');
      expect((await post('auth/login', { username: email, password: 'Owner-Pass-8812' }, owner)).statusCode).toBe(200);
      // With the account made, the handle amends nothing: the address is taken.
      expect((await post('auth/register/step/1', { ...person(email), attempt: owners }, owner)).json().error.code).toBe('email_taken');
    });
  });

  it('limits registrations per client address with a 429', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) codes.push((await post('auth/register/step/1', person(`flood${i}@example.com`), ip)).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
