import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin } from './plugins/error-handler';
import { repositoriesPlugin } from './plugins/repositories';
import { validatorCompiler } from './plugins/validation';
import { mediaRoutes } from './routes/media';
import { authRoutes } from './routes/v1/auth';
import { catalogueRoutes } from './routes/v1/catalogue';
import { homeRoutes } from './routes/v1/home';
import { contactRoutes } from './routes/v1/contact';
import { portalRoutes } from './routes/v1/portal';

export interface BuildAppOptions {
  db: Database;
  logger?: FastifyServerOptions['logger'];
}

/** 1 MiB: the contract's bodies are tiny; anything bigger is refused with 413. */
export const BODY_LIMIT = 1024 * 1024;

/** The backend as a Fastify instance, ready for `listen` or `inject`. */
export function buildApp({ db, logger = false }: BuildAppOptions): FastifyInstance {
  // Fastify's default request serializer logs no headers, so jwt-token never reaches the log.
  const app = Fastify({ logger, bodyLimit: BODY_LIMIT });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.register(errorHandlerPlugin);
  app.register(repositoriesPlugin, { db });
  app.register(authPlugin);

  app.get('/health', async () => ({ status: 'ok' }));
  app.register(mediaRoutes);
  app.register(catalogueRoutes);
  app.register(homeRoutes);
  app.register(authRoutes);
  app.register(portalRoutes);
  app.register(contactRoutes);
  return app;
}
