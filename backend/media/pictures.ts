import pLimit from 'p-limit';
import sharp from 'sharp';
import { ErrorCode } from '../../lib/contract';
import type { Database } from '../db/client';
import { audioItems, banners, channels, playlists, radioStations, videos } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { memoizeRead } from '../lib/read-memo';
import { pictureFor, renderSvg } from './svg';

/**
 * One drawing at a time, and at most this many waiting; past that, 503. Every id up to nine digits
 * names a picture, so a crawler asking for thousands of new ones could otherwise fill libuv's thread
 * pool, which the HLS segments' file reads share.
 */
const draw = pLimit(1);
const MAX_WAITING = 32;

/**
 * A generated placeholder (`poster/video/1.webp`, no leading /media/) as WebP, as a CMS would hand
 * out a poster. An SVG costs the browser far more on its main thread: each one is a document of its
 * own, styled, laid out and painted there (about 15-60 ms apiece on a slow machine), where a raster
 * picture is decoded off it. Drawing takes the server 10-120 ms on libuv's thread pool, once per
 * picture: the answers (1-10 kB) are kept.
 */
export const drawWebp = memoizeRead(
  async (mediaPath: string): Promise<Buffer> => {
    const picture = pictureFor(mediaPath);
    if (!picture) throw HttpError.notFound();
    if (draw.pendingCount >= MAX_WAITING) throw new HttpError(503, ErrorCode.upstreamDown, 'Busy drawing pictures; try again shortly.');
    return draw(() => sharp(Buffer.from(renderSvg(picture))).webp({ quality: 75 }).toBuffer());
  },
  { ttlMs: 24 * 3600_000, max: 2000 },
);

/**
 * Draws every generated WebP the catalogue names, one after another, so that the first visitors
 * after a start do not wait for the drawing (a home page names about a hundred). Returns how many.
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
  for (const path of paths) await drawWebp(path);
  return paths.size;
}
