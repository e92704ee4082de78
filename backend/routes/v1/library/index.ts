import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../lib/http-error';
import { memberOf } from '../../../plugins/auth';
import { defineEndpoint } from '../../define-endpoint';

/** Watch history and favourites (paths in the seed's style; documented in the OpenAPI output). */
export async function libraryRoutes(app: FastifyInstance): Promise<void> {
  const { library } = app.repositories;
  const itemNotFound = () => HttpError.notFound('Item not found');

  defineEndpoint(app, 'history', async ({ body, request, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return { result: await library.listHistory(memberOf(request).memberId, body.language) };
  });

  defineEndpoint(app, 'history/save', async ({ body, request }) => {
    if (!(await library.itemExists(body.kind, body.itemId))) throw itemNotFound();
    // A position past the end (a rounding player) is kept at the end.
    const position = body.duration > 0 ? Math.min(body.position, body.duration) : body.position;
    await library.saveHistory(memberOf(request).memberId, { ...body, position });
    return { message: 'History saved' };
  });

  defineEndpoint(app, 'history/position', async ({ body, request, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return { result: { position: await library.historyPosition(memberOf(request).memberId, body.kind, body.itemId) } };
  });

  defineEndpoint(app, 'history/delete', async ({ body, request }) => {
    if (!(await library.removeHistory(memberOf(request).memberId, body.id))) throw HttpError.notFound('History entry not found');
    return { message: 'History entry deleted' };
  });

  defineEndpoint(app, 'history/delete/all', async ({ request }) => {
    await library.clearHistory(memberOf(request).memberId);
    return { message: 'History cleared' };
  });

  defineEndpoint(app, 'favorite', async ({ body, request, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return { result: await library.listFavorites(memberOf(request).memberId, body.language) };
  });

  defineEndpoint(app, 'favorite/add', async ({ body, request }) => {
    if (!(await library.itemExists(body.kind, body.itemId))) throw itemNotFound();
    await library.addFavorite(memberOf(request).memberId, body.kind, body.itemId);
    return { message: 'Favourite added' };
  });

  defineEndpoint(app, 'favorite/delete', async ({ body, request }) => {
    await library.removeFavorite(memberOf(request).memberId, body.kind, body.itemId);
    return { message: 'Favourite removed' };
  });
}
