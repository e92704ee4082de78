import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../define-endpoint';

export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const { catalogue } = app.repositories;

  defineEndpoint(app, 'category', async ({ body }) => ({
    result: await catalogue.listCategories(body.type, body.language),
  }));

  defineEndpoint(app, 'channel', async ({ body }) => ({
    result: await catalogue.listChannels(body.language),
  }));

  defineEndpoint(app, 'menu/slide', async ({ query }) => {
    const [categories, channels] = await Promise.all([
      catalogue.listCategories('vod', query.language),
      catalogue.listChannels(query.language),
    ]);
    return { result: { categories, channels } };
  });

  defineEndpoint(app, 'sitemap', async () => ({ result: await catalogue.sitemapIndex() }));
}
