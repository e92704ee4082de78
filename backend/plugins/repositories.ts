import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { createCatalogueRepository, type CatalogueRepository } from '../repositories/catalogue-repository';
import { createContactRepository, type ContactRepository } from '../repositories/contact-repository';
import { createHomeRepository, type HomeRepository } from '../repositories/home-repository';
import { createScheduleRepository, type ScheduleRepository } from '../repositories/schedule-repository';
import { createSearchRepository, type SearchRepository } from '../repositories/search-repository';
import { createMemberRepository, type MemberRepository } from '../repositories/member-repository';
import { createSessionRepository, type SessionRepository } from '../repositories/session-repository';
import { createStatRepository, type StatRepository } from '../repositories/stat-repository';
import { globalPlugin } from './global-plugin';

export interface Repositories {
  catalogue: CatalogueRepository;
  members: MemberRepository;
  sessions: SessionRepository;
  stats: StatRepository;
  home: HomeRepository;
  schedule: ScheduleRepository;
  search: SearchRepository;
  contact: ContactRepository;
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
    members: createMemberRepository(options.db),
    sessions: createSessionRepository(options.db),
    stats: createStatRepository(options.db),
    home: createHomeRepository(options.db),
    schedule: createScheduleRepository(options.db),
    search: createSearchRepository(options.db),
    contact: createContactRepository(options.db),
  });
});
