#!/usr/bin/env node
// The production web server, in place of `next start`: Next.js's request handler on node:http,
// wrapped by scripts/web/secure-handler.mjs (security headers, hash-based Content-Security-Policy,
// the localized 503 page when the backend is down). Listens on PORT (3000) and HOST (0.0.0.0);
// reads BACKEND_URL for the backend's /health and media (and BACKEND_TIMEOUT_MS for the latter). The
// build's scripts and styles are served from copies compressed once (scripts/web/static-assets.mjs),
// made at the first start of a build. Public answers go through a one-second micro-cache
// (scripts/web/micro-cache.mjs). /media/ (pictures, HLS, avatars) goes straight to the backend
// (scripts/web/media-proxy.mjs), past Next.
// `npm start` runs it; `npm run dev` keeps `next dev`.
import { createServer } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { continueWithinCap, webServerOptions } from './web/body-limit.mjs';
import { appendForwardedFor } from './web/forwarded-for.mjs';
import { createMediaProxy } from './web/media-proxy.mjs';
import { createMicroCache } from './web/micro-cache.mjs';
import { statusPageFetcher } from './web/status-page.mjs';
import { createSecureHandler } from './web/secure-handler.mjs';
import { precompressStatic, staticAssetsHandler } from './web/static-assets.mjs';

// Before Next.js loads: it picks React's production build from NODE_ENV.
process.env.NODE_ENV = 'production';
const { default: next } = await import('next');

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || '0.0.0.0';

// `hostname` is Next's own name for itself, not the bind address: with 127.0.0.1 here, the
// middleware's locale rewrite (to http://localhost/...) looks external and comes back as a 307.
const app = next({ dev: false, dir: root, hostname: 'localhost', port });
await app.prepare();

const distDir = resolve(root, '.next');
try {
  const started = Date.now();
  const done = await precompressStatic(distDir);
  if (done) console.log(`[web] compressed the build's ${done.files} scripts and styles in ${Date.now() - started} ms (${done.raw} bytes; br ${done.br}, gzip ${done.gzip})`);
} catch (error) {
  // A read-only build folder, say: Next serves the assets and compresses them itself.
  console.error('[web] could not compress the build\'s assets; Next serves them', error);
}
// Public answers (catalogue pages, their navigations, public BFF reads) are kept for a second and
// replayed to everyone asking in that second (scripts/web/micro-cache.mjs); MICRO_CACHE_MS=0 turns it off.
const nextHandle = createMicroCache({ handle: app.getRequestHandler() });
const assets = staticAssetsHandler(distDir);
const backendUrl = process.env.BACKEND_URL || 'http://127.0.0.1:4000';
const media = createMediaProxy({ backendUrl, timeoutMs: Number(process.env.BACKEND_TIMEOUT_MS) || 10_000 });
const pastAssets = (req, res) => media(req, res, () => nextHandle(req, res));

const secure = createSecureHandler({
  handle: assets ? (req, res) => assets(req, res, () => pastAssets(req, res)) : pastAssets,
  backendUrl,
  distDir,
  // Asked of this server itself, over loopback (or the address it listens on).
  statusPage: statusPageFetcher(`http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host}:${port}`),
});
// The socket's address goes at the end of x-forwarded-for, so a browser cannot pick the address the
// backend's rate limits count it under (scripts/web/forwarded-for.mjs).
// Timeouts (scripts/web/body-limit.mjs, webServerOptions): a request must have come whole within
// 60 s (REQUEST_TIMEOUT_MS; Node's default is 300 s), enough for the 2.8 MB avatar upload at 0.4
// Mbit/s; idle keep-alive connections stay open 65 s (KEEP_ALIVE_TIMEOUT_MS).
const server = createServer(webServerOptions(), (req, res) => {
  appendForwardedFor(req);
  secure(req, res);
});
// `Expect: 100-continue`: the 100 only for a declared length within the path's body cap; otherwise
// the handler answers 413 before the body is sent.
server.on('checkContinue', continueWithinCap(server));
server.listen(port, host, () => console.log(`[web] ready on http://${host}:${port}`));

const stop = () => {
  server.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
