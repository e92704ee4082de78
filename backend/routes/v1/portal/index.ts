import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../lib/http-error';
import { defineEndpoint } from '../../define-endpoint';

/** Home, category pages, radio, banners, the announcement strip and the schedule. */
export async function portalRoutes(app: FastifyInstance): Promise<void> {
  const { home, schedule, catalogue } = app.repositories;

  defineEndpoint(app, 'video/home', async ({ body }) => ({ result: await home.homeRows(body.language, body.limit) }));
  defineEndpoint(app, 'video/category/subcategory', async ({ body }) => {
    if (!(await home.categoryExists(body.category))) throw HttpError.notFound('No such category.');
    return home.categoryPage(body.language, body.category, body.page, body.limit);
  });
  defineEndpoint(app, 'playlist/home', async ({ body }) => ({ result: await home.homePlaylists(body.language) }));
  defineEndpoint(app, 'radio/all', async ({ body }) => ({ result: await home.radioStations(body.language) }));
  defineEndpoint(app, 'banner/slide', async ({ body }) => ({ result: await home.banners(body.language, 'slide') }));
  defineEndpoint(app, 'banner/popup', async ({ body }) => ({ result: await home.banners(body.language, 'popup') }));
  defineEndpoint(app, 'notification/home', async ({ body }) => ({ result: await home.announcement(body.language) }));
  defineEndpoint(app, 'channel/schedule', async ({ body }) => ({
    result: await schedule.day(body.language, await catalogue.listChannels(body.language), body.date),
  }));
  defineEndpoint(app, 'search', async ({ body }) =>
    app.repositories.search.search({ query: body.search_query, language: body.language, page: body.page, limit: body.limit, kind: body.kind }),
  );
}
