import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { apiFetch } from './client';

// The page-render side of "backend down": reads give up after BACKEND_READ_TIMEOUT_MS, sign-in
// calls (patient) wait longer, and a failed read marks the web server's page request.
const hung: Server = createServer(() => undefined);
let backendUrl = '';
const PAGE_REQUEST = Symbol.for('prd.pageRequest');

beforeAll(async () => {
  await new Promise<void>((done) => hung.listen(0, '127.0.0.1', done));
  backendUrl = `http://127.0.0.1:${(hung.address() as AddressInfo).port}`;
});

afterAll(async () => {
  hung.closeAllConnections();
  await new Promise((done) => hung.close(done));
});

afterEach(() => {
  delete process.env.BACKEND_URL;
  delete process.env.BACKEND_READ_TIMEOUT_MS;
  delete process.env.BACKEND_TIMEOUT_MS;
  delete (globalThis as Record<symbol, unknown>)[PAGE_REQUEST];
});

const elapsed = async (promise: Promise<unknown>) => {
  const started = Date.now();
  const error = await promise.then(() => null, (e: unknown) => e);
  return { error, ms: Date.now() - started };
};

it('gives a hung backend up after the read time-out, 1.5 s by default', async () => {
  process.env.BACKEND_URL = backendUrl;
  const { error, ms } = await elapsed(apiFetch('channel/all', z.unknown(), { body: { language: 'th' } }));
  expect(error).toMatchObject({ status: 504 });
  expect(ms).toBeGreaterThanOrEqual(1200);
  expect(ms).toBeLessThan(3000);
});

it('waits the longer time-out for patient calls (sign-in)', async () => {
  process.env.BACKEND_URL = backendUrl;
  process.env.BACKEND_READ_TIMEOUT_MS = '100';
  process.env.BACKEND_TIMEOUT_MS = '600';
  const { error, ms } = await elapsed(apiFetch('auth/login', z.unknown(), { body: {}, patient: true }));
  expect(error).toMatchObject({ status: 504 });
  expect(ms).toBeGreaterThanOrEqual(450);
});

it('marks the page request being served when the backend cannot be reached', async () => {
  const storage = new AsyncLocalStorage<{ upstreamFailed?: boolean }>();
  (globalThis as Record<symbol, unknown>)[PAGE_REQUEST] = storage;
  process.env.BACKEND_URL = 'http://127.0.0.1:1';
  const failing = { upstreamFailed: false };
  await storage.run(failing, () => apiFetch('channel/all', z.unknown()).catch(() => undefined));
  expect(failing.upstreamFailed).toBe(true);
  // Outside a page request (BFF, next dev) nothing is marked and the error is the usual 502.
  await expect(apiFetch('channel/all', z.unknown())).rejects.toMatchObject({ status: 502 });
});

it("keeps a rate limit's Retry-After (seconds) with the error, and nothing that is not a number of seconds", async () => {
  const answers = ['900', 'Wed, 21 Oct 2026 07:28:00 GMT', null];
  const limited: Server = createServer((_, response) => {
    const retryAfter = answers.shift();
    response.writeHead(429, { 'content-type': 'application/json', ...(retryAfter ? { 'retry-after': retryAfter } : {}) });
    response.end(JSON.stringify({ error: { code: 'rate_limited', message: 'Too many attempts. Please try again in 15 minute(s).' } }));
  });
  await new Promise<void>((done) => limited.listen(0, '127.0.0.1', done));
  process.env.BACKEND_URL = `http://127.0.0.1:${(limited.address() as AddressInfo).port}`;
  try {
    const errors = [];
    for (let i = 0; i < 3; i += 1) errors.push(await apiFetch('auth/login', z.unknown(), { body: {}, patient: true }).catch((error: unknown) => error));
    expect(errors).toEqual([
      expect.objectContaining({ status: 429, code: 'rate_limited', retryAfterSeconds: 900 }),
      expect.objectContaining({ status: 429, retryAfterSeconds: undefined }),
      expect.objectContaining({ status: 429, retryAfterSeconds: undefined }),
    ]);
  } finally {
    limited.closeAllConnections();
    await new Promise((done) => limited.close(done));
  }
});
