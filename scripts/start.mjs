#!/usr/bin/env node
// One command for the whole product: backend (/api/v1 on :4000, embedded PGlite unless
// DATABASE_URL is set) and the Next.js web app (:3000). `--dev` runs both in watch mode.
// Builds the web app first when the build is missing or older than the sources.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const bin = (name) => join(root, 'node_modules', '.bin', name);

const dataDir = resolve(root, process.env.DATA_DIR || '.data');
if (args.has('--fresh')) rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const webPort = Number(process.env.PORT || 3000);
const backendPort = Number(process.env.BACKEND_PORT || 4000);
const externalBackend = Boolean(process.env.BACKEND_URL);
const backendUrl = process.env.BACKEND_URL || `http://127.0.0.1:${backendPort}`;

/** next-auth needs a secret; on the embedded default one is made once and kept in .data/. */
function sessionSecret() {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  const file = join(dataDir, 'nextauth-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** Shared key of the server-to-server calls (auth/social), made once like the session secret. */
function internalKey() {
  if (process.env.BACKEND_INTERNAL_KEY) return process.env.BACKEND_INTERNAL_KEY;
  const file = join(dataDir, 'backend-internal-key');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

const env = {
  ...process.env,
  BACKEND_INTERNAL_KEY: internalKey(),
  // Links in mails (password reset) point at this web app.
  WEB_ORIGIN: process.env.WEB_ORIGIN || process.env.NEXTAUTH_URL || `http://localhost:${webPort}`,
  DATA_DIR: dataDir,
  BACKEND_URL: backendUrl,
  NEXTAUTH_SECRET: sessionSecret(),
  // Without NEXTAUTH_URL, next-auth takes the origin from the request's Host header.
  ...(process.env.NEXTAUTH_URL ? {} : { AUTH_TRUST_HOST: 'true' }),
  NEXT_TELEMETRY_DISABLED: '1',
};

const children = new Set();
function run(command, commandArgs, extraEnv = {}) {
  const child = spawn(command, commandArgs, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`[start] ${commandArgs.find((arg) => !arg.startsWith('-')) ?? command} stopped (${signal ?? code}); shutting down`);
      stop(code ?? 1);
    }
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const deadline = setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(code);
  }, 10000);
  deadline.unref();
  const wait = setInterval(() => {
    if (children.size === 0) {
      clearInterval(wait);
      process.exit(code);
    }
  }, 100);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, seconds) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  return false;
}

/** Newest modification time below the web app's sources. */
function newestSource() {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (!entry.startsWith('.') && entry !== 'node_modules') visit(join(path, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const entry of ['app', 'components', 'lib', 'messages', 'public', 'types', 'middleware.ts', 'next.config.mjs', 'package-lock.json', 'postcss.config.mjs', 'tsconfig.json']) {
    visit(join(root, entry));
  }
  return newest;
}

function buildIfNeeded() {
  const stamp = join(root, '.next', 'BUILD_ID');
  if (existsSync(stamp) && statSync(stamp).mtimeMs >= newestSource() && !args.has('--build')) return;
  console.log('[start] building the web app (next build)...');
  const result = spawnSync(bin('next'), ['build'], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  const copies = spawnSync(process.execPath, [join(root, 'scripts', 'precompress.mjs')], { cwd: root, env, stdio: 'inherit' });
  if (copies.status !== 0) process.exit(copies.status ?? 1);
}

if (!externalBackend) {
  run(bin('tsx'), dev ? ['watch', '--clear-screen=false', 'backend/server.ts'] : ['backend/server.ts'], {
    PORT: String(backendPort),
    HOST: '127.0.0.1',
  });
  console.log(`[start] backend starting on ${backendUrl} (database: ${process.env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${join(dataDir, 'pglite')}`})`);
  if (!(await waitFor(`${backendUrl}/health`, 180))) {
    console.error('[start] the backend did not become ready within 180 s');
    stop(1);
  }
}

if (!dev) buildIfNeeded();
// Production: scripts/web-server.mjs (Next's handler plus security headers and the 503 page);
// development: `next dev`, without the Content-Security-Policy (its tooling evaluates code).
if (dev) run(bin('next'), ['dev', '-p', String(webPort)]);
else {
  // V8 sizes its heap for the machine (gigabytes here) and, under a steady stream of page requests,
  // keeps growing the pages it has committed although what is alive stays near 100 MB: the web
  // process went from ~400 to ~680 MB in the 10-minute visitors soak. A limit makes it collect
  // before it grows; it is well above what the process holds (its code, the page cache of
  // NEXT_CACHE_MEMORY_MB and the requests in flight). WEB_HEAP_MB=0 leaves V8's own sizing.
  // NODE_OPTIONS that set the limit themselves win (a flag on the command line would override them).
  const heapMb = Number(process.env.WEB_HEAP_MB || 512);
  if (!Number.isInteger(heapMb) || heapMb < 0) {
    console.error(`[start] WEB_HEAP_MB must be a whole number of megabytes (0 for V8's own sizing), not "${process.env.WEB_HEAP_MB}"`);
    stop(1);
  } else {
    const ownLimit = /--max-old-space-size/.test(process.env.NODE_OPTIONS ?? '');
    const heap = heapMb > 0 && !ownLimit ? [`--max-old-space-size=${heapMb}`] : [];
    run(process.execPath, [...heap, join(root, 'scripts', 'web-server.mjs')], { PORT: String(webPort), HOST: process.env.HOST || '0.0.0.0' });
  }
}
if (await waitFor(`http://127.0.0.1:${webPort}/favicon.svg`, 180)) {
  console.log(`\n  PRD Media is running at http://localhost:${webPort}\n`);
}
