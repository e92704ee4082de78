import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { ErrorCode } from '../../lib/contract';
import type { Database } from '../db/client';
import { audioItems, banners, channels, playlists, radioStations, videos } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { pictureFor, renderSvg } from './svg';

/**
 * One drawing at a time, and at most this many waiting; past that, 503. Every id up to nine digits
 * names a picture, so a crawler asking for thousands of new ones could otherwise fill libuv's thread
 * pool, which the HLS segments' file reads share.
 */
const draw = pLimit(1);
const MAX_WAITING = 32;

/** The answer to a request that found the queue full: not to be kept by any cache. */
export class PicturesBusyError extends HttpError {
  constructor() {
    super(503, ErrorCode.upstreamDown, 'Busy drawing pictures; try again shortly.');
  }
}

async function drawNow(mediaPath: string): Promise<Buffer> {
  const picture = pictureFor(mediaPath);
  if (!picture) throw HttpError.notFound();
  if (draw.pendingCount >= MAX_WAITING) throw new PicturesBusyError();
  return draw(() => sharp(Buffer.from(renderSvg(picture))).webp({ quality: 75 }).toBuffer());
}

/**
 * The pictures the catalogue named at start, drawn by `warmPictures`: kept for the process's life
 * (about 280, 1.5 MB), apart from the others, so made-up ids cannot push them out.
 */
const catalogue = new Map<string, Buffer>();

/** Any other picture (a made-up id, an item added since the start): up to 8 MB, least recently used out first. */
const others = new LRUCache<string, Buffer>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (buffer) => buffer.length,
  fetchMethod: (mediaPath) => drawNow(mediaPath),
});

/**
 * A generated placeholder (`poster/video/1.webp`, no leading /media/) as WebP, as a CMS would hand
 * out a poster. An SVG costs the browser far more on its main thread: each one is a document of its
 * own, styled, laid out and painted there (about 15-60 ms apiece on a slow machine), where a raster
 * picture is decoded off it. Drawing takes the server 10-120 ms on libuv's thread pool, once per
 * picture; callers asking for one while it is drawn share the drawing.
 */
export async function drawWebp(mediaPath: string): Promise<Buffer> {
  const kept = catalogue.get(mediaPath);
  if (kept) return kept;
  const drawn = await others.fetch(mediaPath);
  if (!drawn) throw new PicturesBusyError();
  return drawn;
}

/**
 * Draws every generated WebP the catalogue names, one after another, so that the first visitors
 * after a start do not wait for the drawing (a home page names about a hundred), and keeps them for
 * good. Returns how many it holds.
 */
export async function warmPictures(db: Database): Promise<number> {
  const columns = await Promise.all([
    db.select({ path: videos.thumbnail }).from(videos),
    db.select({ path: audioItems.thumbnail }).from(audioItems),
    db.select({ path: playlists.thumbnail }).from(playlists),
    db.select({ path: channels.icon }).from(channels),
    db.select({ path: radioStations.icon }).from(radioStations),
    db.select({ xl: banners.imageXl, md: banners.imageMd, sm: banners.imageSm }).from(banners),
  ]);
  const paths = new Set<string>();
  for (const rows of columns) {
    for (const row of rows) {
      for (const value of Object.values(row)) {
        const path = value.replace(/^\/media\//, '');
        if (path.endsWith('.webp') && pictureFor(path)) paths.add(path);
      }
    }
  }
  let drawn = 0;
  for (const path of paths) {
    try {
      catalogue.set(path, await drawWebp(path));
      others.delete(path);
      drawn += 1;
    } catch {
      // Busy (a crowd asking for other pictures at start): this one is drawn when first asked for.
    }
  }
  return drawn;
}
