import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { createAccountRepository, type AccountRepository } from '../repositories/account-repository';
import { createCatalogueRepository, type CatalogueRepository } from '../repositories/catalogue-repository';
import { createLibraryRepository, type LibraryRepository } from '../repositories/library-repository';
import { createDeviceRepository, type DeviceRepository } from '../repositories/device-repository';
import { createContactRepository, type ContactRepository } from '../repositories/contact-repository';
import { createHomeRepository, type HomeRepository } from '../repositories/home-repository';
import { createScheduleRepository, type ScheduleRepository } from '../repositories/schedule-repository';
import { createSearchRepository, type SearchRepository } from '../repositories/search-repository';
import { createMediaRepository, type MediaRepository } from '../repositories/media-repository';
import { createMemberRepository, type MemberRepository } from '../repositories/member-repository';
import { createNotificationRepository, type NotificationRepository } from '../repositories/notification-repository';
import { createSessionRepository, type SessionRepository } from '../repositories/session-repository';
import { createPasswordResetRepository, type PasswordResetRepository } from '../repositories/password-reset-repository';
import { createRegistrationRepository, type RegistrationRepository } from '../repositories/registration-repository';
import { createSocialAccountRepository, type SocialAccountRepository } from '../repositories/social-account-repository';
import { createStatRepository, type StatRepository } from '../repositories/stat-repository';
import { globalPlugin } from './global-plugin';

export interface Repositories {
  catalogue: CatalogueRepository;
  media: MediaRepository;
  members: MemberRepository;
  sessions: SessionRepository;
  devices: DeviceRepository;
  stats: StatRepository;
  registrations: RegistrationRepository;
  passwordResets: PasswordResetRepository;
  socialAccounts: SocialAccountRepository;
  accounts: AccountRepository;
  notifications: NotificationRepository;
  library: LibraryRepository;
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
export const repositoriesPlugin = globalPlugin(async (app: FastifyInstance, options: { db: Database; catalogueMemoMs: number; catalogueStandInMs: number }) => {
  app.decorate('repositories', {
    catalogue: createCatalogueRepository(options.db, {
      memoMs: options.catalogueMemoMs,
      standInAfterMs: options.catalogueStandInMs,
      onStandIn: everyTenSeconds((reason) =>
        app.log.warn({ reason: reason === 'slow' ? 'no answer in time' : reason instanceof Error ? reason.message : String(reason) }, 'catalogue read failed: the last answer stands in'),
      ),
    }),
    media: createMediaRepository(options.db),
    members: createMemberRepository(options.db),
    sessions: createSessionRepository(options.db),
    devices: createDeviceRepository(options.db),
    stats: createStatRepository(options.db),
    registrations: createRegistrationRepository(options.db),
    passwordResets: createPasswordResetRepository(options.db),
    socialAccounts: createSocialAccountRepository(options.db),
    accounts: createAccountRepository(options.db),
    notifications: createNotificationRepository(options.db),
    library: createLibraryRepository(options.db),
    home: createHomeRepository(options.db),
    schedule: createScheduleRepository(options.db),
    search: createSearchRepository(options.db),
    contact: createContactRepository(options.db),
  });
});

/** `log`, at most once every ten seconds: a database down for minutes is a few lines, not one per read. */
function everyTenSeconds(log: (reason: unknown) => void): (reason: unknown) => void {
  let last = -Infinity;
  return (reason) => {
    const now = performance.now();
    if (now - last < 10_000) return;
    last = now;
    log(reason);
  };
}
