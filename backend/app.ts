import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin } from './plugins/error-handler';
import { repositoriesPlugin } from './plugins/repositories';
import { validatorCompiler } from './plugins/validation';
import { defaultMediaDir } from './media/demo';
import { hlsRoutes } from './routes/hls';
import { mediaRoutes } from './routes/media';
import { authRoutes } from './routes/v1/auth';
import { catalogueRoutes } from './routes/v1/catalogue';
import { homeRoutes } from './routes/v1/home';
import { mediaApiRoutes } from './routes/v1/media';

export interface BuildAppOptions {
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** Generated and ingested HLS; defaults to `<DATA_DIR>/media`. */
  mediaDir?: string;
  /** Wall clock of the live playlists (tests move it). */
  clock?: () => number;
}

/** 1 MiB: the contract's bodies are tiny; anything bigger is refused with 413. */
export const BODY_LIMIT = 1024 * 1024;

/** The backend as a Fastify instance, ready for `listen` or `inject`. */
export function buildApp({ db, logger = false, mediaDir = defaultMediaDir(), clock = Date.now }: BuildAppOptions): FastifyInstance {
  // Fastify's default request serializer logs no headers, so jwt-token never reaches the log.
  const app = Fastify({ logger, bodyLimit: BODY_LIMIT });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.register(errorHandlerPlugin);
  app.register(repositoriesPlugin, { db });
  app.register(authPlugin);

  app.get('/health', async () => ({ status: 'ok' }));
  app.register(hlsRoutes, { mediaDir, clock });
  app.register(mediaRoutes);
  app.register(catalogueRoutes);
  app.register(homeRoutes);
  app.register(mediaApiRoutes, { clock });
  app.register(authRoutes);
  return app;
}
