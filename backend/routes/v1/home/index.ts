import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../define-endpoint';

export async function homeRoutes(app: FastifyInstance): Promise<void> {
  defineEndpoint(app, 'home/stat', async ({ reply }) => {
    // Every call counts a visit: never let a cache answer it.
    reply.header('cache-control', 'no-store');
    return { result: { visit: await app.repositories.stats.incrementVisit() } };
  });
}
