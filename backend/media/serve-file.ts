import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';

export const MEDIA_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.aac': 'audio/aac',
  '.vtt': 'text/vtt; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
};

/** Segments (and live caption segments, a pure function of their sequence number) never change. */
export const SEGMENT_CACHE = 'public, max-age=31536000, immutable';

/** Playlists of finished VOD assets change only on re-ingest; segments never change. */
export function cacheControlFor(file: string): string {
  return file.endsWith('.m3u8') || file.endsWith('.vtt') ? 'public, max-age=60' : SEGMENT_CACHE;
}

const MEDIA_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;

/**
 * A relative media path that can name a file below an asset: known extension, plain segments.
 * Checked before anything else, so a made-up path is a 404 even while the asset is still being
 * prepared (503) — sendMediaFile checks containment again on the resolved path.
 */
export function isMediaPath(relative: string): boolean {
  if (!relative || relative.length > 200) return false;
  // Ingest writes plain names (720p/seg_000.ts, subs/th.vtt): anything else — `..`, `%`, NUL, `\` — is not ours.
  if (!relative.split('/').every((segment) => MEDIA_SEGMENT.test(segment))) return false;
  return Object.hasOwn(MEDIA_TYPES, path.extname(relative));
}

/**
 * Whether the request's raw URL hides a path trick (`..`, encoded dots, slashes or backslashes, NUL, `;`)
 * that the router may already have normalized away: such a URL is a 404 before any readiness check.
 */
export function hasPathTrick(rawUrl: string | undefined): boolean {
  const pathPart = (rawUrl ?? '').split('?')[0] ?? '';
  return /%2e|%2f|%5c|%00|\.\.|\\|;/i.test(pathPart);
}

/** A file below `root` with its MIME type, ETag, cache headers and byte ranges (206/416). */
export async function sendMediaFile(request: FastifyRequest, reply: FastifyReply, root: string, relative: string) {
  const file = path.resolve(root, relative);
  const type = MEDIA_TYPES[path.extname(file)];
  if (!file.startsWith(path.resolve(root) + path.sep) || !type) throw HttpError.notFound();
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw HttpError.notFound();

  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  reply
    .header('content-type', type)
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('last-modified', info.mtime.toUTCString())
    .header('cache-control', cacheControlFor(file))
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();

  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  if (request.headers.range && range) {
    const [, from = '', to = ''] = range;
    const start = from === '' ? Math.max(0, info.size - Number(to)) : Number(from);
    const end = from === '' || to === '' ? info.size - 1 : Math.min(Number(to), info.size - 1);
    if (start > end || start >= info.size) {
      return reply.code(416).header('content-range', `bytes */${info.size}`).send();
    }
    reply.code(206).header('content-range', `bytes ${start}-${end}/${info.size}`).header('content-length', end - start + 1);
    return reply.send(createReadStream(file, { start, end }));
  }
  reply.header('content-length', info.size);
  return reply.send(createReadStream(file));
}
