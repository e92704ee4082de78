import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { BODY_LIMIT } from '../app';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Test-only routes, added before the first inject.
  t.app.get('/test/boom', async () => {
    throw new Error('secret connection string postgres://user:pw@db');
  });
  t.app.get('/test/db-down', async () => {
    // As drizzle wraps it: the driver's error is the cause.
    throw new Error('Failed query: select 1', { cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }) });
  });
  t.app.get('/test/nul-text', async () => {
    // A value the database refuses (PostgreSQL's text cannot hold U+0000), as the real driver reports it.
    await t.db.execute(sql`select ${'a\u0000b'}::text as text`);
    return { ok: true };
  });
  t.app.get('/test/bad-status', async () => {
    throw Object.assign(new TypeError('oops in /srv/app.ts:12'), { statusCode: 'nope' });
  });
});
afterAll(async () => {
  await t.close();
});

describe('error handler', () => {
  it('answers a URL fastify cannot decode with the contract error, not an echo of the URL (regression)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/%c0%ae%c0%ae%c0%af/%3Cscript%3E' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'bad_request', message: 'The request is not valid.' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a value the database refuses with 400, not 500 (the net under the schemas)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/nul-text' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'bad_request', message: 'The request is not valid.' } });
  });

  it('marks every answer nosniff, JSON errors included', async () => {
    for (const url of ['/api/v1/nothing', '/health', '/media/poster/video/1.svg']) {
      expect((await t.app.inject({ method: 'GET', url })).headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers bad JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "demo",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'bad_request', message: expect.any(String) } });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/channel',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ language: 'th', padding: 'x'.repeat(BODY_LIMIT) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { code: 'payload_too_large', message: expect.any(String) } });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/channel',
      headers: { 'content-type': 'application/xml' },
      payload: '<language>th</language>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('bad_request');
  });

  it('answers the database being out of reach with 503, without its details', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/db-down' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ error: { code: 'upstream_unavailable', message: 'The service is temporarily unavailable.' } });
  });

  it('answers an unknown route or method with 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nothing-here'],
      ['GET', '/api/v1/channel'],
      ['POST', '/api/v1/home/stat'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    }
  });

  it('answers unexpected errors with 500 and no internals', async () => {
    for (const url of ['/test/boom', '/test/bad-status']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: { code: 'internal_error', message: 'Internal server error' } });
      expect(response.body).not.toMatch(/secret|postgres:|stack|\.ts/);
    }
  });

  it('serves /health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /media/...', () => {
  it.each(['/media/poster/video/12.svg', '/media/icon/channel/3.svg', '/media/icon/radio/7.svg', '/media/banner/1-xl.svg', '/media/banner/1-md.svg', '/media/banner/1-sm.svg'])(
    'serves %s as a cacheable SVG',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toContain('max-age=31536000');
      expect(response.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    },
  );

  it('gives each item its own colours and sizes banners per slot', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/media/poster/video/1.svg' });
    const b = await t.app.inject({ method: 'GET', url: '/media/poster/video/2.svg' });
    expect(a.body).not.toBe(b.body);
    const xl = await t.app.inject({ method: 'GET', url: '/media/banner/2-xl.svg' });
    const sm = await t.app.inject({ method: 'GET', url: '/media/banner/2-sm.svg' });
    expect(xl.body).toContain('width="1920"');
    expect(sm.body).toContain('width="640"');
  });

  it.each([
    ['/media/poster/video/12.webp', 640, 360],
    ['/media/icon/channel/3.webp', 256, 256],
    ['/media/icon/radio/7.webp', 256, 256],
    ['/media/banner/1-xl.webp', 1920, 600],
    ['/media/banner/1-md.webp', 1024, 400],
    ['/media/banner/1-sm.webp', 640, 360],
  ])('serves %s as a cacheable WebP of %i×%i', async (url, width, height) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width, height });
    // Small, as a poster should be: a few kB, not the megabytes of a lossless drawing.
    expect(response.rawPayload.length).toBeLessThan(40_000);
  });

  it('draws the WebP from the same picture as the SVG, with the same colours', async () => {
    const [webp, svg] = await Promise.all(
      ['/media/poster/video/5.webp', '/media/poster/video/5.svg'].map(async (url) => (await t.app.inject({ method: 'GET', url })).rawPayload),
    );
    const fromSvg = await sharp(svg).webp({ quality: 75 }).toBuffer();
    const pixel = async (image: Buffer) => (await sharp(image).extract({ left: 4, top: 4, width: 1, height: 1 }).raw().toBuffer()).toJSON().data;
    const [a, b] = await Promise.all([pixel(webp ?? Buffer.alloc(0)), pixel(fromSvg)]);
    a.forEach((channel, index) => expect(Math.abs(channel - (b[index] ?? 0))).toBeLessThanOrEqual(8));
    const other = await pixel((await t.app.inject({ method: 'GET', url: '/media/poster/video/6.webp' })).rawPayload);
    expect(other).not.toEqual(a);
  });

  it('answers a crowd asking for the same new picture the same picture', async () => {
    const url = '/media/poster/playlist/987654.webp';
    const answers = await Promise.all(Array.from({ length: 12 }, () => t.app.inject({ method: 'GET', url })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((answer) => answer.rawPayload.toString('base64'))).size).toBe(1);
  });

  it('draws one picture at a time with a bounded queue: past it, a clean 503, and the picture later', async () => {
    const urls = Array.from({ length: 60 }, (_, index) => `/media/poster/video/${700_000 + index}.webp`);
    const answers = await Promise.all(urls.map((url) => t.app.inject({ method: 'GET', url })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    // One drawing plus 32 waiting are taken; the rest are told to come back.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(33);
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]?.json()).toEqual({ error: { code: 'upstream_unavailable', message: 'Busy drawing pictures; try again shortly.' } });
    // Busy is no answer for good: no cache may keep it; the pictures drawn are kept for a year.
    expect(refused[0]?.headers['cache-control']).toBe('no-store');
    expect(refused[0]?.headers['retry-after']).toBe('2');
    expect(answers[statuses.indexOf(200)]?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await t.app.inject({ method: 'GET', url: urls[statuses.indexOf(503)] ?? '' });
    expect(again.statusCode).toBe(200);
  });

  it.each(['/media/poster/video/0.svg', '/media/poster/video/abc.svg', '/media/poster/other/1.svg', '/media/banner/1-xxl.svg', '/media/poster/video/1.png', '/media/poster/video/1.webp.svg', '/media/poster/video/0.webp', '/media/../package.json'])(
    '404 for %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    },
  );
});
