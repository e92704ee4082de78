#!/usr/bin/env node
// The second step of `npm run build` (and of the build `npm start` makes when the sources are newer):
// Brotli and gzip copies of the build's scripts and styles (scripts/web/static-assets.mjs). The web
// server makes them at its first start of a build when they are missing; done here, a deployment
// that builds once starts its instances without that work.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressStatic } from './web/static-assets.mjs';

const distDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '.next');
const started = Date.now();
const done = await precompressStatic(distDir);
console.log(
  done
    ? `[precompress] ${done.files} scripts and styles (${done.raw} bytes) → br ${done.br}, gzip ${done.gzip} bytes, in ${Date.now() - started} ms`
    : '[precompress] this build has its compressed copies already',
);
