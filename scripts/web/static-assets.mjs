// The build's scripts and styles (/_next/static/…), compressed once instead of per request.
// Next.js gzips every asset again for every request (the home page's 14 scripts: 545 kB to compress
// for each new visitor); here they are compressed once per build, Brotli at its best quality and gzip
// beside it, written next to each file as .br/.gz, and served by sirv, which picks the file by the
// request's Accept-Encoding. Files not worth compressing (fonts, small files) are sent as they are.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import sirv from 'sirv';

const PREFIX = '/_next/static/';
/** Text files of the build output; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|txt|svg|html|map)$/;
const MIN_BYTES = 1024;
/** A compressed copy is written only when it saves at least this share of the file. */
const MIN_SAVING = 0.1;
/** Written last: a build whose marker names its BUILD_ID is compressed whole. */
const MARKER = 'precompressed.json';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Written aside and renamed: another instance starting on the same build never reads half a file. */
async function writeWhole(file, bytes) {
  const aside = `${file}.${process.pid}.tmp`;
  await writeFile(aside, bytes);
  await rename(aside, file);
}

function buildIdOf(distDir) {
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
 * Writes the .br and .gz copies of the build's static text files (a few seconds of CPU, in zlib's
 * thread pool), then the marker. Does nothing when the build is done already.
 * @returns {Promise<{ files: number, raw: number, br: number, gzip: number } | null>} null when done before
 */
export async function precompressStatic(distDir) {
  if (isPrecompressed(distDir)) return null;
  const buildId = buildIdOf(distDir);
  if (!buildId) throw new Error(`no build in ${distDir}`);
  const files = filesUnder(join(distDir, 'static')).filter((file) => COMPRESSIBLE.test(file));
  const totals = { files: 0, raw: 0, br: 0, gzip: 0 };
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const body = await readFile(file);
      if (body.length < MIN_BYTES) continue;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
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
  writeFileSync(join(distDir, MARKER), `${JSON.stringify({ buildId, ...totals })}\n`);
  return totals;
}

/**
 * A handler for /_next/static/… answering from the compressed copies (or the file itself), and
 * calling `next` for any other address or a file it does not have. Null when the build has no
 * compressed copies (then Next serves the assets, compressing them itself).
 * @returns {((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => unknown) => unknown) | null}
 */
export function staticAssetsHandler(distDir) {
  if (!isPrecompressed(distDir)) return null;
  const serve = sirv(join(distDir, 'static'), {
    brotli: true,
    gzip: true,
    // The file names carry their content's hash, as with Next's own answer.
    maxAge: 31_536_000,
    immutable: true,
    extensions: [],
    setHeaders(res, pathname) {
      // Next's own type for scripts, with the charset: the chunks hold Thai text.
      if (/\.m?js$/.test(pathname)) res.setHeader('Content-Type', 'application/javascript; charset=utf-8');
      else if (pathname.endsWith('.css')) res.setHeader('Content-Type', 'text/css; charset=utf-8');
    },
  });
  return (req, res, next) => {
    const url = req.url ?? '/';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !url.startsWith(PREFIX)) return next();
    req.url = url.slice(PREFIX.length - 1);
    return serve(req, res, () => {
      req.url = url;
      delete req._parsedUrl; // sirv's parse of the shortened address
      return next();
    });
  };
}
