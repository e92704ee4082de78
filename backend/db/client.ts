import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Client, Pool } from 'pg';
import * as schema from './schema';

/** The Drizzle database both drivers produce; repositories only see this type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseOptions {
  /** PostgreSQL connection string; defaults to DATABASE_URL. */
  url?: string;
  /** PGlite folder; defaults to `<DATA_DIR or <repo>/.data>/pglite`. */
  dataDir?: string;
  /** PGlite in memory (tests); wins over url and dataDir. */
  inMemory?: boolean;
  /**
   * PostgreSQL only: a schema to create and use through search_path, with
   * drizzle's migrations table inside it (isolated test databases).
   */
  schema?: string;
}

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Human-readable location for logs (never contains a password). */
  location: string;
  close(): Promise<void>;
}

const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations');
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const root = env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(REPO_ROOT, '.data');
  return path.join(root, 'pglite');
}

/** Opens the database and applies the migrations with the driver's own migrator. */
export async function createDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.inMemory) return openPglite(undefined);
  const url = options.url ?? process.env.DATABASE_URL;
  if (url) return openPostgres(url, options.schema);
  return openPglite(options.dataDir ?? defaultDataDir());
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const release = dataDir ? lockDataDir(dataDir) : () => undefined;
  try {
    // Default (synchronous) durability on purpose: account data must survive a crash.
    const client = dataDir ? new PGlite(dataDir) : new PGlite();
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db,
      driver: 'pglite',
      location: dataDir ?? 'memory',
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string, schemaName: string | undefined): Promise<DatabaseHandle> {
  if (schemaName !== undefined && !SCHEMA_NAME.test(schemaName)) {
    throw new Error(`Invalid schema name: ${schemaName}`);
  }
  // Every connection starts in the isolated schema, so unqualified SQL lands there.
  const connection = { connectionString: url, ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}) };
  const { poolMax, ...timeouts } = postgresSettings();
  // Migrations on a connection of their own, without the statement timeout: building an index on a
  // large table may rightly take longer than any request should.
  const migrator = new Client({ ...connection, connectionTimeoutMillis: timeouts.connectionTimeoutMillis });
  // A connection lost between two migration statements fails the start, not the process.
  migrator.on('error', () => undefined);
  try {
    await migrator.connect();
    if (schemaName) await migrator.query(`create schema if not exists "${schemaName}"`);
    const migrationsFolder = schemaName ? migrationsForSchema(schemaName) : MIGRATIONS_FOLDER;
    try {
      await migrateNodePg(drizzleNodePg({ client: migrator, schema }), { migrationsFolder, ...(schemaName ? { migrationsSchema: schemaName } : {}) });
    } finally {
      if (migrationsFolder !== MIGRATIONS_FOLDER) rmSync(migrationsFolder, { recursive: true, force: true });
    }
  } finally {
    await migrator.end().catch(() => undefined);
  }
  // A server that is slow or stuck fails a request after these times, as one that is down does: a
  // connection is waited for at most connectionTimeoutMillis, and the server itself cancels a
  // statement running past statement_timeout (so the connection stays usable, a transaction rolls
  // back, and a refused write is not committed behind the error). Both answer 503
  // (isDatabaseUnavailable). A transaction left idle for a minute is ended by the server.
  const pool = new Pool({ ...connection, max: poolMax, ...timeouts });
  // An idle connection dropped by the server (PostgreSQL restarted) is an 'error' event on the pool;
  // unhandled, it would end the process. The pool discards that client and opens a new one on demand.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  return { db: drizzleNodePg({ client: pool, schema }), driver: 'postgres', location: redact(url), close: () => pool.end() };
}

/**
 * `DATABASE_POOL_MAX` (10 connections), `DATABASE_CONNECT_TIMEOUT_MS` (5 s) and
 * `DATABASE_QUERY_TIMEOUT_MS` (15 s): the pool's size, how long a request waits for a connection
 * and how long the server lets a statement run. Whole positive numbers (times at most Node's longest
 * timer); anything else keeps the default.
 */
export function postgresSettings(env: Record<string, string | undefined> = process.env): {
  poolMax: number;
  connectionTimeoutMillis: number;
  statement_timeout: number;
  idle_in_transaction_session_timeout: number;
} {
  const read = (name: string, fallback: number) => {
    const value = Math.floor(Number(env[name]));
    return Number.isFinite(value) && value > 0 ? Math.min(value, 2 ** 31 - 1) : fallback;
  };
  return {
    poolMax: read('DATABASE_POOL_MAX', 10),
    connectionTimeoutMillis: read('DATABASE_CONNECT_TIMEOUT_MS', 5000),
    statement_timeout: read('DATABASE_QUERY_TIMEOUT_MS', 15_000),
    idle_in_transaction_session_timeout: 60_000,
  };
}

/**
 * drizzle-kit writes foreign keys as REFERENCES "public"."table". For a database
 * in another schema we migrate from a copy whose qualifier names that schema, so
 * the committed migrations stay exactly as generated.
 */
function migrationsForSchema(schemaName: string): string {
  const target = path.join(tmpdir(), 'prd-backend-migrations', schemaName);
  mkdirSync(path.join(target, 'meta'), { recursive: true });
  for (const file of readdirSync(MIGRATIONS_FOLDER)) {
    if (!file.endsWith('.sql')) continue;
    const sqlText = readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8');
    writeFileSync(path.join(target, file), sqlText.replaceAll('"public".', `"${schemaName}".`));
  }
  const journal = readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8');
  writeFileSync(path.join(target, 'meta', '_journal.json'), journal);
  return target;
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}

const openInThisProcess = new Set<string>();

/**
 * PGlite is single-connection: two processes opening one folder corrupt it.
 * A lock file (created exclusively, holding the pid) refuses a second opener;
 * a lock left by a dead process is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const resolved = path.resolve(dataDir);
  if (openInThisProcess.has(resolved)) {
    throw new Error(`PGlite folder ${resolved} is already open in this process`);
  }
  mkdirSync(path.dirname(resolved), { recursive: true });
  const lockFile = `${resolved}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      openInThisProcess.add(resolved);
      return () => {
        openInThisProcess.delete(resolved);
        if (existsSync(lockFile) && readFileSync(lockFile, 'utf8') === String(process.pid)) rmSync(lockFile);
      };
    } catch (error) {
      if (!isErrno(error, 'EEXIST')) throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new Error(`PGlite folder ${resolved} is in use by process ${owner} (lock ${lockFile})`);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock PGlite folder ${resolved}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return isErrno(error, 'EPERM');
  }
  // A process killed a moment ago (SIGKILL) that its parent has not reaped yet still answers signal 0:
  // on Linux /proc says it is a zombie, which holds no folder.
  return !isZombie(pid);
}

function isZombie(pid: number): boolean {
  try {
    // "pid (comm) S …": the state follows the command's closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.charAt(stat.lastIndexOf(')') + 2) === 'Z';
  } catch {
    return false;
  }
}

function isErrno(error: unknown, code: string): boolean {
  // Not `instanceof Error`: Node's own errors come from another realm inside Jest's VM.
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}
