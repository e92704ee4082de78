// The build's assets compressed once and served from their copies, on a real server over a
// temporary build folder.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPILE_HINT, isPrecompressed, precompressStatic, staticAssetsHandler } from './static-assets.mjs';

const SCRIPT = `self.chunk=${JSON.stringify(Array.from({ length: 400 }, (_, i) => `ข่าว ${i}`))};`;
const SMALL = 'self.a=1;';
let dist;
let server;
let base;
/** Addresses the handler handed on to the next one (Next.js). */
const handedOn = [];

function get(path, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    // The path as written (a URL would resolve dot segments first).
    const { hostname, port } = new URL(base);
    request({ hostname, port, path, headers, method }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'prd-static-'));
  mkdirSync(join(dist, 'static', 'chunks'), { recursive: true });
  mkdirSync(join(dist, 'static', 'media'), { recursive: true });
  writeFileSync(join(dist, 'BUILD_ID'), 'build-1\n');
  writeFileSync(join(dist, 'static', 'chunks', 'big.js'), SCRIPT);
  writeFileSync(join(dist, 'static', 'chunks', 'small.js'), SMALL);
  writeFileSync(join(dist, 'static', 'media', 'font.woff2'), Buffer.alloc(4096, 7));
  // What a start stopped mid-write would have left (an hour ago), and what another instance is writing now.
  writeFileSync(join(dist, 'static', 'chunks', 'big.js.br.123.tmp'), 'half');
  const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
  utimesSync(join(dist, 'static', 'chunks', 'big.js.br.123.tmp'), anHourAgo, anHourAgo);
  writeFileSync(join(dist, 'static', 'chunks', 'big.js.gz.7.tmp'), 'being written');
});

afterAll(async () => {
  server?.closeAllConnections();
  if (server) await new Promise((done) => server.close(done));
  rmSync(dist, { recursive: true, force: true });
});

describe('precompressStatic', () => {
  it('writes Brotli and gzip copies of text files worth compressing, then its marker; once per build', async () => {
    expect(isPrecompressed(dist)).toBe(false);
    expect(staticAssetsHandler(dist)).toBeNull();
    const totals = await precompressStatic(dist);
    // Every script starts with V8's compile hint, small ones too; the copies are of the hinted file.
    const hinted = COMPILE_HINT + SCRIPT;
    expect(totals).toMatchObject({ files: 1, raw: Buffer.byteLength(hinted) });
    const chunk = join(dist, 'static', 'chunks', 'big.js');
    expect(readFileSync(chunk, 'utf8')).toBe(hinted);
    expect(readFileSync(join(dist, 'static', 'chunks', 'small.js'), 'utf8')).toBe(COMPILE_HINT + SMALL);
    expect(brotliDecompressSync(readFileSync(`${chunk}.br`)).toString()).toBe(hinted);
    expect(gunzipSync(readFileSync(`${chunk}.gz`)).toString()).toBe(hinted);
    expect(totals.br).toBe(readFileSync(`${chunk}.br`).length);
    // Too small, or not text: left alone. What an earlier start left half-written is gone; what another instance is writing now stays.
    expect(existsSync(join(dist, 'static', 'chunks', 'big.js.br.123.tmp'))).toBe(false);
    expect(existsSync(join(dist, 'static', 'chunks', 'big.js.gz.7.tmp'))).toBe(true);
    expect(existsSync(join(dist, 'static', 'chunks', 'small.js.br'))).toBe(false);
    expect(existsSync(join(dist, 'static', 'media', 'font.woff2.br'))).toBe(false);
    expect(existsSync(join(dist, 'static', 'media', 'font.woff2.gz'))).toBe(false);
    expect(isPrecompressed(dist)).toBe(true);
    expect(await precompressStatic(dist)).toBeNull();
  });

  it('takes a new build for one not compressed yet', () => {
    writeFileSync(join(dist, 'BUILD_ID'), 'build-2\n');
    expect(isPrecompressed(dist)).toBe(false);
    expect(staticAssetsHandler(dist)).toBeNull();
    writeFileSync(join(dist, 'BUILD_ID'), 'build-1\n');
    expect(isPrecompressed(dist)).toBe(true);
  });

  it('gives a script its compile hint once, however often it runs', async () => {
    const other = mkdtempSync(join(tmpdir(), 'prd-static-'));
    try {
      mkdirSync(join(other, 'static', 'chunks'), { recursive: true });
      writeFileSync(join(other, 'BUILD_ID'), 'a\n');
      writeFileSync(join(other, 'static', 'chunks', 'big.js'), SCRIPT);
      writeFileSync(join(other, 'static', 'chunks', 'style.css'), `/* ${'x'.repeat(4000)} */`);
      await precompressStatic(other);
      // A build folder compressed again (another build id over the same files) keeps one hint.
      writeFileSync(join(other, 'BUILD_ID'), 'b\n');
      await precompressStatic(other);
      expect(readFileSync(join(other, 'static', 'chunks', 'big.js'), 'utf8')).toBe(COMPILE_HINT + SCRIPT);
      expect(brotliDecompressSync(readFileSync(join(other, 'static', 'chunks', 'big.js.br'))).toString()).toBe(COMPILE_HINT + SCRIPT);
      // Styles are not scripts.
      expect(readFileSync(join(other, 'static', 'chunks', 'style.css'), 'utf8').startsWith('/* x')).toBe(true);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});

describe('staticAssetsHandler', () => {
  beforeAll(async () => {
    const assets = staticAssetsHandler(dist);
    server = createServer((req, res) =>
      assets(req, res, () => {
        handedOn.push(`${req.method} ${req.url}`);
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('from next');
      }),
    );
    await new Promise((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${server.address().port}`;
  });

  beforeEach(() => {
    handedOn.length = 0;
  });

  it('sends the Brotli copy to a browser that takes it, as an immutable script', async () => {
    const response = await get('/_next/static/chunks/big.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(brotliDecompressSync(response.body).toString()).toBe(COMPILE_HINT + SCRIPT);
    expect(handedOn).toEqual([]);
  });

  it('sends gzip to a client that takes only gzip, the file itself to one that takes nothing', async () => {
    const gzipped = await get('/_next/static/chunks/big.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(COMPILE_HINT + SCRIPT);
    const plain = await get('/_next/static/chunks/big.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(COMPILE_HINT + SCRIPT);
    const small = await get('/_next/static/chunks/small.js', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe(COMPILE_HINT + SMALL);
    const font = await get('/_next/static/media/font.woff2', { 'accept-encoding': 'br' });
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.body.length).toBe(4096);
  });

  it('follows the weights of Accept-Encoding, ignores Range, and answers HEAD without a body', async () => {
    const refused = await get('/_next/static/chunks/big.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(COMPILE_HINT + SCRIPT);
    const weighted = await get('/_next/static/chunks/big.js', { 'accept-encoding': 'br;q=0.5, gzip' });
    expect(weighted.headers['content-encoding']).toBe('gzip');
    // A backwards range, an empty one, a suffix: the whole file, 200.
    for (const range of ['bytes=5-3', 'bytes=0-0', 'bytes=-10']) {
      const ranged = await get('/_next/static/chunks/big.js', { range });
      expect([range, ranged.status]).toEqual([range, 200]);
      expect(ranged.body.toString()).toBe(COMPILE_HINT + SCRIPT);
    }
    const head = await get('/_next/static/chunks/big.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(readFileSync(join(dist, 'static', 'chunks', 'big.js.br')).length);
    expect(head.body.length).toBe(0);
  });

  it('keeps serving a file the folder lost after the start (a build replacing it)', async () => {
    rmSync(join(dist, 'static', 'chunks', 'small.js'));
    const response = await get('/_next/static/chunks/small.js');
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(COMPILE_HINT + SMALL);
    writeFileSync(join(dist, 'static', 'chunks', 'small.js'), COMPILE_HINT + SMALL);
  });

  it('hands anything else on to Next, with its address as it came', async () => {
    expect((await get('/_next/static/chunks/missing.js')).body.toString()).toBe('from next');
    expect((await get('/_next/static/../BUILD_ID')).body.toString()).toBe('from next');
    expect((await get('/_next/static/%2e%2e/BUILD_ID')).body.toString()).toBe('from next');
    await get('/_next/static/chunks/big.js', {}, 'POST');
    await get('/_next/static/chunks/big.js.br');
    await get('/_next/static/chunks/%E0%A4');
    await get('/vod/1');
    expect(handedOn).toEqual([
      'GET /_next/static/chunks/missing.js',
      'GET /_next/static/../BUILD_ID',
      'GET /_next/static/%2e%2e/BUILD_ID',
      'POST /_next/static/chunks/big.js',
      'GET /_next/static/chunks/big.js.br',
      'GET /_next/static/chunks/%E0%A4',
      'GET /vod/1',
    ]);
  });
});
