import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { drawWebp } from '../media/pictures';
import { pictureFor, renderSvg } from '../media/svg';

/** GET /media/... — generated posters, icons and banners, as WebP (what the seed stores) or SVG (the web app proxies /media here). */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const mediaPath = request.params['*'];
    const picture = pictureFor(mediaPath);
    if (!picture) throw HttpError.notFound();
    // A path always renders the same picture, so caches may keep it for good.
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff');
    if (picture.format === 'webp') return reply.header('content-type', 'image/webp').send(await drawWebp(mediaPath));
    return reply.header('content-type', 'image/svg+xml; charset=utf-8').send(renderSvg(picture));
  });
}
