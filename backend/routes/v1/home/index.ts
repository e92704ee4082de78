import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../define-endpoint';

export async function homeRoutes(app: FastifyInstance): Promise<void> {
  defineEndpoint(app, 'home/stat', async ({ query, reply }) => {
    // A counting call must reach us every time: never let a cache answer it.
    reply.header('cache-control', 'no-store');
    const { stats } = app.repositories;
    return { result: { visit: query.count === '0' ? await stats.currentVisit() : await stats.incrementVisit() } };
  });
}
