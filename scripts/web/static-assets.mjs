// The build's scripts and styles (/_next/static/…), compressed once instead of per request.
// Next.js gzips every asset again for every request (the home page's 14 scripts: 545 kB to compress
// for each new visitor); here they are compressed once per build, Brotli at its best quality and gzip
// beside it, written next to each file as .br/.gz (so the work is done once per build, not per start),
// and served from memory (about 3 MB) in the encoding the request takes. Files not worth compressing
// (fonts, small files) are sent as they are.
//
// Served from memory rather than from disk (sirv was tried): the files are few, small and immutable;
// a file read per request can fail after its headers went out (a build replacing the folder), and a
// file server's Range handling is a surface these scripts do not need (a Range header is ignored: the
// whole file with 200, which HTTP allows).
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { lookup } from 'mrmime';
import { compressPage, pageEncoding } from './page-compression.mjs';

const PREFIX = '/_next/static/';
/** Text files of the build output; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|txt|svg|html|map)$/;
const MIN_BYTES = 1024;
/** A compressed copy is written only when it saves at least this share of the file. */
const MIN_SAVING = 0.1;
/** Written last: a build whose marker names its BUILD_ID is compressed whole. */
const MARKER = 'precompressed.json';
/**
 * V8's explicit compile hint (Chrome 136 and later; a plain comment to every other engine): every
 * function of the file is compiled while the script streams in, on a background thread, instead of
 * lazily on the main thread at its first call. The chunks' functions are called while the page starts
 * (the module factories, React, the app router, the shell's components, hls.js where it plays), and
 * compiling them lazily was most of the page's start-up long tasks: module instantiation (Turbopack's
 * runtime calling each factory) made 53-71 % of the 50-80 ms evaluation tasks on /vod/{id}. With the
 * hint, script time while starting fell from 384 to about 240 ms on /vod/{id} and from 265 to 120 ms on
 * /schedule in Chromium on the development machine (README, "Performance and resilience").
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const COMPILE_HINT_BYTES = Buffer.from(COMPILE_HINT);
const SCRIPT_FILE = /\.m?js$/;

/** The build's own files under dir: not the copies written here, nor what a stopped start left aside. */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !/\.(?:br|gz|tmp)$/.test(entry.name))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

/** A file written aside this long ago was left by a start that stopped; a younger one may be another instance's. */
const LEFTOVER_MS = 10 * 60 * 1000;

function removeLeftovers(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.tmp')) continue;
    const file = join(entry.parentPath ?? entry.path, entry.name);
    try {
      if (Date.now() - statSync(file).mtimeMs > LEFTOVER_MS) rmSync(file, { force: true });
    } catch {
      // Renamed or removed meanwhile by the instance that wrote it.
    }
  }
}

/**
 * Written aside and renamed: another instance starting on the same build never reads half a file. The
 * name aside is this write's own (two containers sharing the folder may both be process 1).
 */
async function writeWhole(file, bytes) {
  const aside = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(aside, bytes);
  await rename(aside, file);
}

/** Next's id of the build in `distDir` (its BUILD_ID file), or null without one. */
export function buildIdOf(distDir) {
  const file = join(distDir, 'BUILD_ID');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

/** The build's marker names this build: its assets have their .br/.gz copies. */
export function isPrecompressed(distDir) {
  const buildId = buildIdOf(distDir);
  const marker = join(distDir, MARKER);
  if (!buildId || !existsSync(marker)) return false;
  try {
    return JSON.parse(readFileSync(marker, 'utf8')).buildId === buildId;
  } catch {
    return false;
  }
}

/**
 * Gives every script the compile hint (COMPILE_HINT, first line), writes the .br and .gz copies of the
 * build's static text files (a few seconds of CPU, in zlib's thread pool), then the marker. Does nothing
 * when the build is done already.
 * @returns {Promise<{ files: number, raw: number, br: number, gzip: number } | null>} null when done before
 */
export async function precompressStatic(distDir) {
  if (isPrecompressed(distDir)) return null;
  const buildId = buildIdOf(distDir);
  if (!buildId) throw new Error(`no build in ${distDir}`);
  removeLeftovers(join(distDir, 'static'));
  const files = filesUnder(join(distDir, 'static')).filter((file) => COMPRESSIBLE.test(file));
  const totals = { files: 0, raw: 0, br: 0, gzip: 0 };
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      let body = await readFile(file);
      if (SCRIPT_FILE.test(file) && !body.subarray(0, COMPILE_HINT_BYTES.length).equals(COMPILE_HINT_BYTES)) {
        body = Buffer.concat([COMPILE_HINT_BYTES, body]);
        await writeWhole(file, body);
      }
      if (body.length < MIN_BYTES) continue;
      const [br, gz] = await Promise.all([compressPage(body, 'br', { best: true }), compressPage(body, 'gzip', { best: true })]);
      const worth = (copy) => copy.length <= body.length * (1 - MIN_SAVING);
      if (worth(br)) await writeWhole(`${file}.br`, br);
      if (worth(gz)) await writeWhole(`${file}.gz`, gz);
      totals.files += 1;
      totals.raw += body.length;
      totals.br += worth(br) ? br.length : body.length;
      totals.gzip += worth(gz) ? gz.length : body.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  await writeWhole(join(distDir, MARKER), `${JSON.stringify({ buildId, ...totals })}\n`);
  return totals;
}

/** Next's own type for scripts and styles, with the charset (the chunks hold Thai text). */
function contentType(file) {
  if (SCRIPT_FILE.test(file)) return 'application/javascript; charset=utf-8';
  if (file.endsWith('.css')) return 'text/css; charset=utf-8';
  return lookup(file) ?? 'application/octet-stream';
}

/**
 * A handler for /_next/static/… answering from memory: the file in the encoding the request takes
 * (Brotli, gzip or as it is, by weight), and calling `next` for any other address or a file the build
 * does not have. Null when the build has no compressed copies (then Next serves the assets,
 * compressing them itself).
 * @returns {((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => unknown) => unknown) | null}
 */
export function staticAssetsHandler(distDir) {
  if (!isPrecompressed(distDir)) return null;
  const dir = join(distDir, 'static');
  /** '/_next/static/chunks/x.js' -> its bytes by encoding, and its headers. */
  const files = new Map();
  for (const file of filesUnder(dir)) {
    const name = PREFIX + relative(dir, file).split(sep).join('/');
    const encoded = { identity: readFileSync(file) };
    for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']]) if (existsSync(file + suffix)) encoded[encoding] = readFileSync(file + suffix);
    files.set(name, { encoded, type: contentType(file), compressible: Boolean(encoded.br || encoded.gzip) });
  }
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let path = (req.url ?? '/').split('?')[0];
    if (!path.startsWith(PREFIX)) return next();
    try {
      path = decodeURIComponent(path);
    } catch {
      return next();
    }
    // Only names the build wrote: `..`, copies (.br/.gz) and anything else are Next's to answer.
    const asset = files.get(path);
    if (!asset) return next();
    let encoding = asset.compressible ? pageEncoding(req.headers['accept-encoding']) : 'identity';
    if (!asset.encoded[encoding]) encoding = 'identity';
    const body = asset.encoded[encoding];
    res.setHeader('Content-Type', asset.type);
    res.setHeader('Content-Length', String(body.length));
    // The file names carry their content's hash, as with Next's own answer.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    if (asset.compressible) res.setHeader('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.writeHead(200);
    res.end(req.method === 'HEAD' ? undefined : body);
    return undefined;
  };
}
