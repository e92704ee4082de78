import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ValidationText } from '../../lib/contract';
import { createTestApp, loginDemo, type TestApp } from '../testing/test-app';

/**
 * Avatar upload abuse, beyond routes/v1/account/account.test.ts (HTML as PNG,
 * SVG, mismatched type, broken PNG, PNG+ZIP, GIF/JS, EXIF script, oversize):
 * polyglots of every accepted type, PHP payloads, other file formats behind an
 * image type, pixel bombs. Every refusal leaves no file and the old picture.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'avatars-abuse-'));
let t: TestApp;
let demo: { token: string; id: number };
beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  t = await createTestApp();
  demo = await loginDemo(t.app);
  // PGlite start-up, migrations and the seed take long on a busy machine.
}, 180_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (image: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/account/upload', payload: { id: demo.id, image }, headers: { 'jwt-token': demo.token } });
const dataUrl = (type: string, bytes: Buffer) => `data:image/${type};base64,${bytes.toString('base64')}`;
const files = () => (existsSync(path.join(dataDir, 'avatars')) ? readdirSync(path.join(dataDir, 'avatars')) : []);
const picture = (format: 'png' | 'jpeg' | 'gif' | 'webp') =>
  sharp({ create: { width: 48, height: 48, channels: 3, background: '#996633' } })
    .toFormat(format)
    .toBuffer();

/** A JPEG with a COM (comment) segment right after SOI: valid, decodable, and carrying `text` inside. */
async function jpegWithComment(text: string): Promise<Buffer> {
  const jpeg = await picture('jpeg');
  const payload = Buffer.from(text, 'latin1');
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from([(payload.length + 2) >> 8, (payload.length + 2) & 0xff]), payload]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

describe('avatar upload refuses', () => {
  let thumbnail: string;
  beforeAll(async () => {
    const first = await upload(dataUrl('png', await picture('png')));
    expect(first.statusCode).toBe(200);
    thumbnail = first.json().result.thumbnail;
  });

  const cases: [string, () => Promise<string>][] = [
    ['a JPEG with HTML/JS appended', async () => dataUrl('jpeg', Buffer.concat([await picture('jpeg'), Buffer.from('<html><script>alert(1)</script></html>')]))],
    ['a JPEG with a PHP payload appended', async () => dataUrl('jpeg', Buffer.concat([await picture('jpeg'), Buffer.from('<?php system($_GET["c"]); ?>')]))],
    ['a JPEG with a PHP payload in a comment segment', async () => dataUrl('jpeg', await jpegWithComment('<?php system($_GET["c"]); ?>'))],
    ['a JPEG with a short-tag PHP payload in a comment segment', async () => dataUrl('jpeg', await jpegWithComment('<?= `$_GET[c]` ?>'))],
    ['a JPEG with an HTML img/onerror payload in a comment segment', async () => dataUrl('jpeg', await jpegWithComment('<img src=x onerror=alert(1)>'))],
    ['a WebP with a second file after its RIFF chunk', async () => dataUrl('webp', Buffer.concat([await picture('webp'), Buffer.from('<script>alert(1)</script>')]))],
    ['a GIF with script after its trailer', async () => dataUrl('gif', Buffer.concat([await picture('gif'), Buffer.from('/*/alert(1)//')]))],
    [
      'a GIF/JS polyglot that ends with the trailer byte',
      async () => dataUrl('gif', Buffer.concat([Buffer.from('GIF89a=1;alert(document.domain);//'), Buffer.alloc(16), Buffer.from([0x3b])])),
    ],
    ['an SVG with script declared as PNG', async () => dataUrl('png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'))],
    ['an SVG data URL', async () => `data:image/svg+xml;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`],
    ['a PDF declared as PNG', async () => dataUrl('png', Buffer.from('%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\n%%EOF'))],
    ['a ZIP declared as GIF', async () => dataUrl('gif', Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00', 'latin1'))],
    ['an ELF binary declared as JPEG', async () => dataUrl('jpeg', Buffer.from('\x7fELF\x02\x01\x01\x00', 'latin1'))],
    ['a PHP file declared as JPEG', async () => dataUrl('jpeg', Buffer.from('<?php echo 1; ?>'))],
    ['plain text', async () => 'hello'],
    ['a data URL of text/html', async () => `data:text/html;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`],
    ['a remote URL', async () => 'https://evil.example/a.png'],
    ['a file: URL', async () => 'file:///etc/passwd'],
    ['a data URL with a MIME parameter', async () => `data:image/png;charset=utf-8;base64,${(await picture('png')).toString('base64')}`],
    ['an empty data URL', async () => 'data:image/png;base64,'],
    [
      'a pixel bomb (small PNG of 8000×6000 pixels)',
      async () => dataUrl('png', await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } }).png().toBuffer()),
    ],
  ];

  it.each(cases)('%s', async (_name, make) => {
    const before = files();
    const response = await upload(await make());
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: { code: 'validation_error', message: ValidationText.avatarType } });
    expect(files()).toEqual(before);
    const profile = await t.app.inject({ method: 'POST', url: '/api/v1/auth/account', payload: { id: demo.id }, headers: { 'jwt-token': demo.token } });
    expect(profile.json().result.thumbnail).toBe(thumbnail);
  });

  it('stores only a re-encoded WebP, served with a type that cannot run script', async () => {
    const response = await t.app.inject({ method: 'GET', url: thumbnail });
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'");
    expect((await sharp(response.rawPayload).metadata()).format).toBe('webp');
  });
});
