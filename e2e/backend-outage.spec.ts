import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request as playwrightRequest } from '@playwright/test';
import { decode } from 'next-auth/jwt';
import { TOKEN_HEADER } from '../lib/contract/common';
import { DEMO, test } from './fixtures';

// Backend stopped or hung: pages still answer within 2 s (from cache, or the localized 503 page,
// never a stack), the BFF answers 502 JSON, and the site recovers without restarting the web
// process. This spec runs its own copy of the product (web E2E_PORT + 50, backend
// E2E_BACKEND_PORT + 50, database .data/e2e-outage) because it stops the backend.
test.describe.configure({ mode: 'serial' });

const WEB_PORT = Number(process.env.E2E_PORT || 3100) + 50;
const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT || 4100) + 50;
const WEB = `http://localhost:${WEB_PORT}`;
const BACKEND = `http://127.0.0.1:${BACKEND_PORT}`;
const DATA_DIR = join(process.cwd(), '.data', 'e2e-outage');
// A clean environment: the test runner's own variables (NODE_OPTIONS and the like) stay out.
const inherited = Object.fromEntries(['PATH', 'HOME', 'TMPDIR', 'LANG', 'FFMPEG_PATH', 'FFPROBE_PATH'].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
const env: NodeJS.ProcessEnv = {
  ...inherited,
  NODE_ENV: 'production',
  DATA_DIR,
  BACKEND_URL: BACKEND,
  NEXTAUTH_SECRET: 'outage-spec-secret-0123456789abcdef',
  BACKEND_INTERNAL_KEY: 'outage-spec-internal-key-0123456789',
  AUTH_TRUST_HOST: 'true',
  WEB_ORIGIN: WEB,
  NEXT_TELEMETRY_DISABLED: '1',
  LOG_LEVEL: 'warn',
};

let web: ChildProcess | undefined;
let backend: ChildProcess | undefined;

function startBackend() {
  // One process (not tsx's wrapper), so that signals reach the server itself.
  backend = spawn(process.execPath, ['--import', 'tsx', 'backend/server.ts'], {
    env: { ...env, PORT: String(BACKEND_PORT), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string, seconds: number) {
  await expect
    .poll(async () => (await fetch(url, { signal: AbortSignal.timeout(2000) }).catch(() => null))?.status ?? 0, {
      timeout: seconds * 1000,
      intervals: [300],
    })
    .toBe(200);
}

/**
 * SIGTERM, then SIGKILL if the process has not exited within `graceMs` (the teardown's case: once
 * in CI the backend, just thawed from SIGSTOP, did not exit within the hook's 60 s). Says so.
 */
async function stopBackend(graceMs = Infinity) {
  const child = backend;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  if (graceMs === Infinity) return void (await exited);
  let timer: NodeJS.Timeout | undefined;
  const late = await Promise.race([exited.then(() => false), new Promise<boolean>((done) => (timer = setTimeout(() => done(true), graceMs)))]);
  clearTimeout(timer);
  if (late) {
    console.warn(`[backend-outage] the backend had not exited ${graceMs} ms after SIGTERM: SIGKILL`);
    child.kill('SIGKILL');
    await exited;
  }
}

/** A page fetched the way a browser loads it, with its time. */
async function load(path: string, headers: Record<string, string> = {}) {
  const started = Date.now();
  const response = await fetch(WEB + path, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });
  const body = await response.text();
  return { status: response.status, body, headers: response.headers, ms: Date.now() - started };
}

function expectUnavailable(page: Awaited<ReturnType<typeof load>>, locale: 'th' | 'en') {
  expect(page.status, `${page.status} ${page.headers.get('location')}`).toBe(503);
  expect(page.ms).toBeLessThan(2000);
  expect(page.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(page.headers.get('cache-control')).toBe('no-store');
  expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  expect(page.body).toContain(`<html lang="${locale}">`);
  expect(page.body).toContain(locale === 'th' ? 'ขออภัย ระบบขัดข้องชั่วคราว' : 'Temporarily unavailable');
  expect(page.body).not.toMatch(/\bat \S+\.js:\d+|ApiError|digest/);
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  startBackend();
  await waitFor(`${BACKEND}/health`, 180);
  await startWeb();
});

async function startWeb() {
  // The production build the suite's own server made (scripts/start.mjs builds it when missing).
  web = spawn(process.execPath, ['scripts/web-server.mjs'], {
    env: { ...env, PORT: String(WEB_PORT), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${WEB}/favicon.svg`, 120);
  // Our server answered, not a leftover on the same port.
  expect(web.exitCode, `port ${WEB_PORT} is taken`).toBeNull();
}

async function restartWeb() {
  const child = web!;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
  await startWeb();
}

test.afterAll(async () => {
  if (backend?.exitCode === null) backend.kill('SIGCONT');
  // The web process first: its connections to the backend go with it.
  web?.kill('SIGTERM');
  await stopBackend(15_000);
});

test('backend stopped: 503 pages within 2 s, BFF 502, recovery without restart', async ({ page }) => {
  test.setTimeout(240_000);
  // Visited while the backend is up.
  const visited = await load('/en/vod/1');
  expect(visited.status).toBe(200);
  const title = /<h1[^>]*>([^<]+)</.exec(visited.body)?.[1];
  expect(title).toBeTruthy();

  await stopBackend();

  // Pages never visited, in Thai (default and by cookie) and English.
  expectUnavailable(await load('/vod/7'), 'th');
  expectUnavailable(await load('/en/audio/2'), 'en');
  // An English visitor's cookie sends /channel/2 to /en/channel/2 first.
  const redirect = await load('/channel/2', { cookie: 'language=en' });
  expect([redirect.status, redirect.headers.get('location')]).toEqual([307, '/en/channel/2']);
  expectUnavailable(await load('/en/channel/2', { cookie: 'language=en' }), 'en');
  expectUnavailable(await load('/'), 'th');

  // A page visited before: from the cache, or the 503 page; in time either way.
  const again = await load('/en/vod/1');
  expect(again.ms).toBeLessThan(2000);
  if (again.status === 200) expect(again.body).toContain(title!);
  else expectUnavailable(again, 'en');

  // The BFF: the contract's error shape, 502.
  const stat = await fetch(`${WEB}/api/v1/home/stat`);
  expect(stat.status).toBe(502);
  expect(await stat.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });

  // In the browser: the page itself, readable, no policy violation.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/.test(message.text())) refused.push(message.text());
  });
  const response = await page.goto(`${WEB}/en/schedule`);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Temporarily unavailable');
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  expect(refused).toEqual([]);

  // The backend returns: the same web process serves pages again.
  const webPid = web?.pid;
  startBackend();
  await waitFor(`${BACKEND}/health`, 120);
  await expect.poll(async () => (await load('/en/audio/2')).status, { timeout: 15_000 }).toBe(200);
  expect((await load('/vod/7')).status).toBe(200);
  expect((await fetch(`${WEB}/api/v1/home/stat`)).status).toBe(200);
  expect(web?.exitCode).toBeNull();
  expect(web?.pid).toBe(webPid);
});

test('backend hung (SIGSTOP): never-visited pages answer 503 within 2 s, then recover', async () => {
  test.setTimeout(120_000);
  expect((await load('/en/vod/3')).status).toBe(200);
  backend!.kill('SIGSTOP');
  try {
    // The very first page after the hang: its own unanswered read dates the silence, so the 503
    // page comes within 2 s too (the health probe alone would wait for a longer silence).
    expectUnavailable(await load('/en/vod/4'), 'en');
    expectUnavailable(await load('/en/vod/5'), 'en');
    expectUnavailable(await load('/vod/6'), 'th');
  } finally {
    backend!.kill('SIGCONT');
  }
  await expect.poll(async () => (await load('/en/vod/5')).status, { timeout: 15_000 }).toBe(200);
});

test('a sign-out made while the backend is down ends the copied cookie at once, survives a restart of the web process and is taken once the backend is back', async () => {
  test.setTimeout(420_000);
  const member = await playwrightRequest.newContext({ baseURL: WEB });
  const csrf = async () => ((await (await member.get('/api/auth/csrf')).json()) as { csrfToken: string }).csrfToken;
  await member.post('/api/auth/callback/credentials', { form: { csrfToken: await csrf(), username: DEMO.username, password: DEMO.password, json: 'true' } });
  const copied = (await member.storageState()).cookies;
  const sessionCookie = copied.find((cookie) => cookie.name.endsWith('next-auth.session-token'));
  expect(sessionCookie).toBeTruthy();
  const thief = await playwrightRequest.newContext({ baseURL: WEB, storageState: { cookies: copied, origins: [] } });
  const thiefSession = () => thief.post('/api/v1/auth/session', { data: {} }).then((answer) => answer.status());
  expect(await thiefSession()).toBe(200);
  // The backend token inside the cookie (this spec knows the secret), to ask the backend itself below.
  const jwt = await decode({ token: sessionCookie!.value, secret: env.NEXTAUTH_SECRET! });
  const backendSession = () =>
    fetch(`${BACKEND}/api/v1/auth/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: String(jwt?.backendToken) },
      body: JSON.stringify({ id: jwt?.memberId }),
    }).then((answer) => answer.status);
  expect(await backendSession()).toBe(200);
  expect((await thief.get('/profile', { maxRedirects: 0 })).status()).toBe(200);

  await stopBackend();
  // The member signs out: the browser's cookie goes at once; the backend cannot hear of it yet.
  const out = await member.post('/api/auth/signout', { form: { csrfToken: await csrf(), json: 'true' } });
  expect(out.status()).toBe(200);
  expect((await member.storageState()).cookies.some((cookie) => cookie.name.endsWith('next-auth.session-token') && cookie.value)).toBe(false);
  // The copy opens nothing from now on, though the backend, being down, still holds the token valid…
  expect(await thiefSession()).toBe(401);
  expect(((await (await thief.get('/api/auth/session')).json()) as { user?: unknown }).user).toBeUndefined();
  // A member page (rendered in another module graph than the route handlers) sends it home to sign in.
  const landed = new URL((await thief.get('/profile')).url());
  expect([landed.pathname, landed.searchParams.get('login')]).toEqual([expect.stringMatching(/^\/(en)?$/), '1']);
  // …nor after the web process restarts (the pending sign-out is kept in DATA_DIR, not in memory).
  await restartWeb();
  expect(await thiefSession()).toBe(401);

  startBackend();
  await waitFor(`${BACKEND}/health`, 120);
  // The restarted web process tries the sign-out again every few seconds: the backend takes it.
  await expect.poll(backendSession, { timeout: 120_000, intervals: [1_000] }).toBe(401);
  expect(await thiefSession()).toBe(401);
  await member.dispose();
  await thief.dispose();
});
