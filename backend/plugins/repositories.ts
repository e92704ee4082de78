import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { createCatalogueRepository, type CatalogueRepository } from '../repositories/catalogue-repository';
import { createMediaRepository, type MediaRepository } from '../repositories/media-repository';
import { createMemberRepository, type MemberRepository } from '../repositories/member-repository';
import { createSessionRepository, type SessionRepository } from '../repositories/session-repository';
import { createStatRepository, type StatRepository } from '../repositories/stat-repository';
import { globalPlugin } from './global-plugin';

export interface Repositories {
  catalogue: CatalogueRepository;
  media: MediaRepository;
  members: MemberRepository;
  sessions: SessionRepository;
  stats: StatRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
  }
}

/** Routes reach the database only through these repositories. */
export const repositoriesPlugin = globalPlugin(async (app: FastifyInstance, options: { db: Database }) => {
  app.decorate('repositories', {
    catalogue: createCatalogueRepository(options.db),
    media: createMediaRepository(options.db),
    members: createMemberRepository(options.db),
    sessions: createSessionRepository(options.db),
    stats: createStatRepository(options.db),
  });
});
