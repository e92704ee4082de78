import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { drawWebp, PicturesBusyError } from '../media/pictures';
import { pictureFor, renderSvg } from '../media/svg';

/** GET /media/... — generated posters, icons and banners, as WebP (what the seed stores) or SVG (the web app proxies /media here). */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const mediaPath = request.params['*'];
    const picture = pictureFor(mediaPath);
    if (!picture) throw HttpError.notFound();
    let body: Buffer | string;
    try {
      body = picture.format === 'webp' ? await drawWebp(mediaPath) : renderSvg(picture);
    } catch (error) {
      // Busy now is no answer for good: a browser or CDN must ask again.
      if (error instanceof PicturesBusyError) reply.header('cache-control', 'no-store').header('retry-after', '2');
      throw error;
    }
    // A path always renders the same picture, so caches may keep it for good (set only on success).
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-type', picture.format === 'webp' ? 'image/webp' : 'image/svg+xml; charset=utf-8')
      .send(body);
  });
}
