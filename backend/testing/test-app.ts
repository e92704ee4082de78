import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { createDatabase, type Database, type DatabaseHandle } from '../db/client';
import type { MembersServicesOptions } from '../plugins/members-services';
import { seedIfEmpty } from '../seed/seed';

export interface TestDatabase {
  db: Database;
  handle: DatabaseHandle;
  /** Drops the per-file schema (PostgreSQL) and closes the connection. */
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — with
 * TEST_DATABASE_URL — a uniquely named schema on that PostgreSQL server, so
 * test files can run in parallel without seeing each other's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const handle = await createDatabase({ inMemory: true });
    return { db: handle.db, handle, close: () => handle.close() };
  }
  const schemaName = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const handle = await createDatabase({ url, schema: schemaName });
  return {
    db: handle.db,
    handle,
    close: async () => {
      try {
        await handle.db.execute(sql.raw(`drop schema if exists "${schemaName}" cascade`));
      } finally {
        await handle.close();
      }
    },
  };
}

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
}

/** The real app on a fresh seeded database. Add extra test routes before the first inject. */
export async function createTestApp(
  options: { now?: Date; services?: MembersServicesOptions; mediaDir?: string; clock?: () => number; catalogueMemoMs?: number; catalogueStandInMs?: number } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  try {
    await seedIfEmpty(database.db, { now: options.now });
  } catch (error) {
    await database.close();
    throw error;
  }
  const app = buildApp({
    db: database.db,
    services: options.services,
    mediaDir: options.mediaDir,
    clock: options.clock,
    catalogueMemoMs: options.catalogueMemoMs,
    catalogueStandInMs: options.catalogueStandInMs,
  });
  return {
    ...database,
    app,
    close: async () => {
      try {
        await app.close();
      } finally {
        await database.close();
      }
    },
  };
}

/** Signs the seeded demo member in and returns the token and member id. */
export async function loginDemo(app: FastifyInstance): Promise<{ token: string; id: number }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username: 'demo', password: 'Demo12345' },
  });
  if (response.statusCode !== 200) throw new Error(`demo login failed: ${response.body}`);
  const body = response.json<{ token: string; user: number }>();
  return { token: body.token, id: body.user };
}
