import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { AccountProfileResponseSchema, AVATAR_MAX_BYTES, ValidationText } from '../../../../lib/contract';
import { AVATAR_MAX_WAITING, avatarDecoder, type AvatarImage } from '../../../media/avatar';
import { eq } from 'drizzle-orm';
import { members } from '../../../db/schema';
import { hashPassword } from '../../../lib/passwords';
import { createOtherMember } from '../../../testing/other-member';
import { createTestApp, loginDemo, type TestApp } from '../../../testing/test-app';

const dataDir = mkdtempSync(path.join(tmpdir(), 'avatars-'));
let t: TestApp;
let demo: { token: string; id: number };
let other: { token: string; id: number; username: string };
beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  t = await createTestApp();
  demo = await loginDemo(t.app);
  other = await createOtherMember(t.app, t.db);
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Who = { token: string; id: number };
const post = (url: string, payload: object, who?: Who) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, headers: who ? { 'jwt-token': who.token } : {} });
const profile = async (who: Who) => AccountProfileResponseSchema.parse((await post('auth/account', { id: who.id }, who)).json()).result;
const expectError = (response: { statusCode: number; json: () => { error: { code: string; message: string } } }, status: number, message?: string) => {
  expect(response.statusCode).toBe(status);
  if (message) expect(response.json().error.message).toBe(message);
};

const png = (size = 64) => sharp({ create: { width: size, height: size, channels: 3, background: '#336699' } }).png().toBuffer();
const dataUrl = (type: string, bytes: Buffer) => `data:image/${type};base64,${bytes.toString('base64')}`;

describe('POST /api/v1/auth/account', () => {
  it('answers the profile with phone and gender', async () => {
    expect(await profile(demo)).toMatchObject({ id: demo.id, username: 'demo', phone: '', gender: null, language: 'th' });
  });
});

describe('POST /api/v1/auth/account/update', () => {
  const valid = { firstname: 'Somchai', lastname: 'Jaidee', username: 'demo', phone: '0812345678', gender: 'male' };

  it('saves names, username, phone and gender', async () => {
    const response = await post('auth/account/update', { id: demo.id, ...valid }, demo);
    expect(response.statusCode).toBe(200);
    expect(await profile(demo)).toMatchObject({ firstname: 'Somchai', phone: '0812345678', gender: 'male' });
  });

  it.each([
    [{ firstname: '' }, ValidationText.firstnameRequired],
    [{ lastname: '  ' }, ValidationText.lastnameRequired],
    [{ username: 'a b' }, ValidationText.usernameInvalid],
    [{ username: 'x@y' }, ValidationText.usernameInvalid],
    [{ phone: '08123456789' }, ValidationText.phoneDigits],
    [{ phone: '08-1234' }, ValidationText.phoneDigits],
  ])('refuses %p with the clear message', async (change, message) => {
    expectError(await post('auth/account/update', { id: demo.id, ...valid, ...change }, demo), 400, message);
  });

  it("refuses another member's username (409) and another member's id (403)", async () => {
    expectError(await post('auth/account/update', { id: demo.id, ...valid, username: other.username.toUpperCase() }, demo), 409, 'This username is already taken.');
    expectError(await post('auth/account/update', { id: other.id, ...valid, username: 'hijack' }, demo), 403);
    expect((await profile(other)).firstname).toBe('Other');
    expectError(await post('auth/account/update', { id: demo.id, ...valid }), 401);
  });
});

describe('POST /api/v1/auth/password', () => {
  it('needs the right current password', async () => {
    expectError(await post('auth/password', { id: demo.id, current: 'Wrong12345', password: 'Newpass123' }, demo), 400, 'The current password is not correct.');
    expectError(await post('auth/password', { id: demo.id, current: '', password: 'Newpass123' }, demo), 400, ValidationText.passwordRequired);
    expectError(await post('auth/password', { id: demo.id, current: 'Demo12345', password: 'short' }, demo), 400, ValidationText.passwordMin);
    expectError(await post('auth/password', { id: demo.id, current: 'Demo12345', password: 'alllowercase1' }, demo), 400, ValidationText.passwordPattern);
    expectError(await post('auth/password', { id: other.id, current: 'Other12345', password: 'Newpass123' }, demo), 403);
  });

  it('changes it: the new one signs in, the old one does not, other sessions end', async () => {
    const second = await loginDemo(t.app);
    const response = await post('auth/password', { id: demo.id, current: 'Demo12345', password: 'Newpass123' }, demo);
    expect(response.statusCode).toBe(200);
    expect((await post('auth/session', { id: demo.id }, demo)).statusCode).toBe(200);
    expect((await post('auth/session', { id: demo.id }, second)).statusCode).toBe(401);
    expect((await post('auth/login', { username: 'demo', password: 'Demo12345' })).statusCode).toBe(401);
    expect((await post('auth/login', { username: 'demo', password: 'Newpass123' })).statusCode).toBe(200);
    await post('auth/password', { id: demo.id, current: 'Newpass123', password: 'Demo12345' }, demo);
  });

  it('refuses a common password, as registration and a reset link do', async () => {
    expectError(await post('auth/password', { id: demo.id, current: 'Demo12345', password: 'Qwerty123' }, demo), 400, ValidationText.passwordCommon);
    expect((await post('auth/login', { username: 'demo', password: 'Demo12345' })).statusCode).toBe(200);
  });

  it('writes nothing over a password replaced while the change was checked (a reset link meanwhile stands)', async () => {
    const { accounts } = t.app.repositories;
    const verified = (await accounts.passwordHash(other.id)) ?? '';
    const second = await post('auth/login', { username: other.username, password: 'Other12345' });
    // A reset link sets another password after this change read and verified the current one.
    const reset = await hashPassword('Reset-Pass1');
    await t.db.update(members).set({ passwordHash: reset }).where(eq(members.id, other.id));
    expect(await accounts.setPassword(other.id, await hashPassword('Change-Pass1'), { replacing: verified, keepSessionId: 0 })).toBe(false);
    expect(await accounts.passwordHash(other.id)).toBe(reset);
    // Nothing else happened either: the member's other session was not ended by the refused change.
    expect((await post('auth/session', { id: other.id }, { id: other.id, token: second.json<{ token: string }>().token })).statusCode).toBe(200);
    await t.db.update(members).set({ passwordHash: verified }).where(eq(members.id, other.id));
  });
});

describe('POST /api/v1/auth/language/change', () => {
  it('saves the language for the member named in `member`', async () => {
    expect((await post('auth/language/change', { member: demo.id, language: 'en' }, demo)).statusCode).toBe(200);
    expect((await profile(demo)).language).toBe('en');
    expectError(await post('auth/language/change', { member: demo.id, language: 'fr' }, demo), 400);
    expectError(await post('auth/language/change', { member: other.id, language: 'en' }, demo), 403);
    expect((await profile(other)).language).toBe('th');
  });
});

describe('POST /api/v1/auth/account/upload', () => {
  it('re-encodes an image to a 256×256 WebP served from /media/avatar', async () => {
    const response = await post('auth/account/upload', { id: demo.id, image: dataUrl('png', await png(400)) }, demo);
    expect(response.statusCode).toBe(200);
    const { thumbnail } = AccountProfileResponseSchema.parse(response.json()).result;
    expect(thumbnail).toMatch(new RegExp(`^/media/avatar/${demo.id}-[a-f0-9]{16}\\.webp$`));
    const file = await t.app.inject({ method: 'GET', url: thumbnail });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    // A new picture replaces the old file.
    const jpeg = await sharp(await png(100)).jpeg().toBuffer();
    expect((await post('auth/account/upload', { id: demo.id, image: dataUrl('jpeg', jpeg) }, demo)).statusCode).toBe(200);
    expect(readdirSync(path.join(dataDir, 'avatars'))).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: thumbnail })).statusCode).toBe(404);
  });

  it('refuses non-images, mismatched types and undecodable files', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expectError(await post('auth/account/upload', { id: demo.id, image: dataUrl('png', html) }, demo), 400, ValidationText.avatarType);
    expectError(await post('auth/account/upload', { id: demo.id, image: dataUrl('svg+xml', html) }, demo), 400, ValidationText.avatarType);
    expectError(await post('auth/account/upload', { id: demo.id, image: dataUrl('jpeg', await png()) }, demo), 400, ValidationText.avatarType);
    const broken = Buffer.concat([(await png()).subarray(0, 40), Buffer.from('IEND\0\0\0\0')]);
    expectError(await post('auth/account/upload', { id: demo.id, image: dataUrl('png', broken) }, demo), 400, ValidationText.avatarType);
  });

  it('refuses polyglots: markup inside or data after the image', async () => {
    const image = await png();
    const trailing = Buffer.concat([image, Buffer.from('PK\x03\x04 hidden zip')]);
    expectError(await post('auth/account/upload', { id: demo.id, image: dataUrl('png', trailing) }, demo), 400, ValidationText.avatarType);
    const gifScript = Buffer.concat([Buffer.from('GIF89a/*'), Buffer.alloc(20), Buffer.from('*/=1;<script>alert(1)</script>;')]);
    expectError(await post('auth/account/upload', { id: demo.id, image: dataUrl('gif', gifScript) }, demo), 400, ValidationText.avatarType);
    const commented = await sharp(image).png().withMetadata({ exif: { IFD0: { ImageDescription: '<script>alert(1)</script>' } } }).toBuffer();
    expectError(await post('auth/account/upload', { id: demo.id, image: dataUrl('png', commented) }, demo), 400, ValidationText.avatarType);
  });

  it('refuses oversized files (413) and other members (403)', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(AVATAR_MAX_BYTES)]);
    const response = await post('auth/account/upload', { id: demo.id, image: dataUrl('png', big) }, demo);
    expect([400, 413]).toContain(response.statusCode);
    expect(response.json().error.message).toBe(ValidationText.avatarTooLarge);
    const huge = await t.app.inject({ method: 'POST', url: '/api/v1/auth/account/upload', payload: { id: demo.id, image: 'x'.repeat(4 * 1024 * 1024) }, headers: { 'jwt-token': demo.token } });
    expect(huge.statusCode).toBe(413);
    expectError(await post('auth/account/upload', { id: other.id, image: dataUrl('png', await png()) }, demo), 403);
    expect((await profile(other)).thumbnail).toBe('');
  });
});

describe('POST /api/v1/auth/account/upload: limits', () => {
  const upload = async (who: Who, bytes?: Buffer, type = 'png') => post('auth/account/upload', { id: who.id, image: dataUrl(type, bytes ?? (await png(32))) }, who);

  it('refuses the 11th decoded upload of a member in 10 minutes with 429; other members go on', async () => {
    const member = await createOtherMember(t.app, t.db);
    for (let i = 0; i < 10; i++) expect((await upload(member)).statusCode).toBe(200);
    const before = (await profile(member)).thumbnail;
    // A file refused before decoding is answered as such, and was never counted.
    expectError(await upload(member, Buffer.from('<html><script>alert(1)</script></html>')), 400, ValidationText.avatarType);
    const limited = await upload(member);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: { code: 'rate_limited', message: expect.stringMatching(/^Too many picture uploads\. Please try again in (10|9) minute\(s\)\.$/) } });
    expect((await profile(member)).thumbnail).toBe(before);
    const another = await createOtherMember(t.app, t.db);
    expect((await upload(another)).statusCode).toBe(200);
  });

  it('keeps phone-sized JPEGs and refuses PNGs of more than 24 MP', async () => {
    const member = await createOtherMember(t.app, t.db);
    const flat = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#224466' } });
    expect((await upload(member, await flat(6300, 6300).jpeg().toBuffer(), 'jpeg')).statusCode).toBe(200);
    expect((await upload(member, await flat(6000, 4000).png().toBuffer())).statusCode).toBe(200);
    expectError(await upload(member, await flat(5000, 5000).png().toBuffer()), 400, ValidationText.avatarType);
  });

  /** Wraps the decoder so that each decode waits for `release` and the most running at once is known. */
  function watchDecoder() {
    const real = avatarDecoder.resize;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const seen = { started: 0, running: 0, most: 0 };
    avatarDecoder.resize = async (image: AvatarImage) => {
      seen.started += 1;
      seen.running += 1;
      seen.most = Math.max(seen.most, seen.running);
      try {
        await gate;
        return await real(image);
      } finally {
        seen.running -= 1;
      }
    };
    return { seen, release, restore: () => (avatarDecoder.resize = real) };
  }

  /** Turns the event loop until `ready` holds (no fixed delay: as long as it takes, up to 20 s). */
  async function until(ready: () => boolean) {
    for (const deadline = Date.now() + 20_000; !ready(); ) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  it('decodes one upload at a time; the others wait their turn', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => createOtherMember(t.app, t.db)));
    const watch = watchDecoder();
    try {
      const uploads = members.map((member) => upload(member));
      // Every upload has reached the decoder: one in it, the other three queued behind it.
      await until(() => watch.seen.started + avatarDecoder.waiting === 4);
      expect([watch.seen.started, avatarDecoder.waiting]).toEqual([1, 3]);
      watch.release();
      expect((await Promise.all(uploads)).map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
      expect(watch.seen).toEqual({ started: 4, running: 0, most: 1 });
    } finally {
      watch.restore();
    }
  });

  it('turns an upload away with 503 when the queue is full, without counting it', async () => {
    const members = await Promise.all(Array.from({ length: 2 + AVATAR_MAX_WAITING }, () => createOtherMember(t.app, t.db)));
    const late = members.pop() as Who;
    const watch = watchDecoder();
    try {
      // One decoding and AVATAR_MAX_WAITING waiting, each of another member.
      const queued = members.map((member) => upload(member));
      await until(() => watch.seen.started === 1 && avatarDecoder.waiting === AVATAR_MAX_WAITING);
      const busy = await upload(late);
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('2');
      expect(busy.json()).toMatchObject({ error: { code: 'upstream_unavailable' } });
      watch.release();
      expect((await Promise.all(queued)).every((response) => response.statusCode === 200)).toBe(true);
      expect(watch.seen.most).toBe(1);
    } finally {
      watch.restore();
    }
    // The turned-away upload was not counted: ten more pass, the eleventh does not.
    for (let i = 0; i < 10; i++) expect((await upload(late)).statusCode).toBe(200);
    expect((await upload(late)).statusCode).toBe(429);
  });

  it('takes one upload of a member at a time: a second one meanwhile is a 429, not a place in the queue', async () => {
    const member = await createOtherMember(t.app, t.db);
    const watch = watchDecoder();
    try {
      const first = upload(member);
      await until(() => watch.seen.started === 1);
      const second = await upload(member);
      expect([second.statusCode, second.json().error.code]).toEqual([429, 'rate_limited']);
      expect(avatarDecoder.waiting).toBe(0);
      watch.release();
      expect((await first).statusCode).toBe(200);
    } finally {
      watch.restore();
    }
    // Done, the member may upload again.
    expect((await upload(member)).statusCode).toBe(200);
  });
});
