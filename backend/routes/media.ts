import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { pictureFor, renderSvg } from '../media/svg';

/** GET /media/... — generated SVG posters, icons and banners (the web app proxies /media here). */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const picture = pictureFor(request.params['*']);
    if (!picture) throw HttpError.notFound();
    // A path always renders the same picture, so caches may keep it for good.
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(renderSvg(picture));
  });
}
