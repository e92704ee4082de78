import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { ErrorCode, ValidationText, type ErrorBody } from '../lib/contract';
import type { Database } from './db/client';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin } from './plugins/error-handler';
import { repositoriesPlugin } from './plugins/repositories';
import { validatorCompiler } from './plugins/validation';
import { avatarMediaRoutes } from './routes/avatar-media';
import { catalogueMemoMs, catalogueStandInMs } from './lib/read-memo';
import { defaultMediaDir } from './media/demo';
import { hlsRoutes } from './routes/hls';
import { mediaRoutes } from './routes/media';
import { membersServicesPlugin, type MembersServicesOptions } from './plugins/members-services';
import { accountRoutes } from './routes/v1/account';
import { authRoutes } from './routes/v1/auth';
import { passwordResetRoutes } from './routes/v1/auth/password-reset';
import { registerRoutes } from './routes/v1/auth/register';
import { socialRoutes } from './routes/v1/auth/social';
import { e2eFaults, e2eRoutes } from './routes/e2e';
import { catalogueRoutes } from './routes/v1/catalogue';
import { homeRoutes } from './routes/v1/home';
import { libraryRoutes } from './routes/v1/library';
import { notificationRoutes } from './routes/v1/notification';
import { contactRoutes } from './routes/v1/contact';
import { portalRoutes } from './routes/v1/portal';
import { mediaApiRoutes } from './routes/v1/media';

export interface BuildAppOptions {
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** Mailer and rate limiter (defaults: SMTP_URL or the outbox; Redis with REDIS_URL or memory). */
  services?: MembersServicesOptions;
  /** Generated and ingested HLS; defaults to `<DATA_DIR>/media`. */
  mediaDir?: string;
  /** Wall clock of the live playlists (tests move it). */
  clock?: () => number;
  /** How long categories and channels are reused between reads; `CATALOGUE_MEMO_MS` or a second. */
  catalogueMemoMs?: number;
  /** How long a refresh of them may take before the last answer stands in; `CATALOGUE_STAND_IN_MS` or 500 ms. */
  catalogueStandInMs?: number;
}

/** 1 MiB: the contract's bodies are tiny; anything bigger is refused with 413. */
export const BODY_LIMIT = 1024 * 1024;

/** The backend as a Fastify instance, ready for `listen` or `inject`. */
export function buildApp({
  db,
  logger = false,
  services = {},
  mediaDir = defaultMediaDir(),
  clock = Date.now,
  catalogueMemoMs: memoMs = catalogueMemoMs(),
  catalogueStandInMs: standInMs = catalogueStandInMs(),
}: BuildAppOptions): FastifyInstance {
  // Fastify's default request serializer logs no headers, so jwt-token never reaches the log.
  // x-forwarded-for is believed only from loopback (the web app's BFF and next-auth on this host)
  // or the proxies TRUSTED_PROXIES names, so a browser cannot pick its own rate-limit address.
  const trustProxy = ['loopback', ...(process.env.TRUSTED_PROXIES ?? '').split(',').map((s) => s.trim()).filter(Boolean)];
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    trustProxy,
    // A URL fastify cannot decode (e.g. overlong UTF-8 `%c0%ae`) is refused before routing, outside the
    // error handler: answer the contract's error body, not fastify's, which echoes the URL back.
    frameworkErrors: (error, _request, reply) => {
      const body: ErrorBody = { error: { code: ErrorCode.badRequest, message: ValidationText.invalidRequest } };
      // Typed for the route generics of a matched route; this reply has none.
      void (reply as unknown as FastifyReply)
        .status(error.statusCode && error.statusCode < 500 ? error.statusCode : 400)
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // No answer may be sniffed into another type (a JSON error echoing markup must never render as HTML).
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    return payload;
  });

  app.register(errorHandlerPlugin);
  app.register(repositoriesPlugin, { db, catalogueMemoMs: memoMs, catalogueStandInMs: standInMs });
  app.register(authPlugin);
  app.register(membersServicesPlugin, services);

  app.get('/health', async () => ({ status: 'ok' }));
  // Test-only: a backend that fails on one item (E2E=1 only); before the routes its hook must reach.
  if (process.env.E2E === '1') app.register(e2eFaults);
  app.register(hlsRoutes, { mediaDir, clock });
  app.register(mediaRoutes);
  app.register(catalogueRoutes);
  app.register(homeRoutes);
  app.register(mediaApiRoutes, { clock });
  app.register(authRoutes);
  app.register(registerRoutes);
  app.register(passwordResetRoutes);
  app.register(socialRoutes);
  // Test-only helpers for the Playwright suite; never registered outside E2E=1.
  if (process.env.E2E === '1') app.register(e2eRoutes);
  app.register(avatarMediaRoutes);
  app.register(accountRoutes);
  app.register(notificationRoutes);
  app.register(libraryRoutes);
  app.register(portalRoutes);
  app.register(contactRoutes);
  return app;
}
