import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { createTestDatabase } from '../testing/test-app';
import { postgresSettings } from './client';
import { isDatabaseUnavailable, isDataException } from './unavailable';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('isDatabaseUnavailable', () => {
  it('recognises a server going away, also wrapped as a cause', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    // A statement past statement_timeout, a transaction left idle, node-postgres's connectionTimeoutMillis.
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }) }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to idle-in-transaction timeout'), { code: '25P03' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: Object.assign(new Error('syntax error'), { code: '42601' }) }))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

// PostgreSQL only (TEST_DATABASE_URL): the server drops the pool's idle connections, as a restart
// does. Unhandled, the pool's 'error' event would end the process; the next query must just work.
const postgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
postgres('PostgreSQL pool', () => {
  it('survives its connections being terminated and reconnects', async () => {
    const database = await createTestDatabase();
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const pids = new Set<number>();
      // node-postgres answers { rows }; the shared Database type leaves the result open.
      const query = async (text: ReturnType<typeof sql>) => ((await database.db.execute(text)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
      const results = await Promise.all(Array.from({ length: 3 }, () => query(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`)));
      for (const rows of results) pids.add(Number(rows[0]?.pid));
      expect(pids.size).toBeGreaterThan(0);
      await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [[...pids]]);
      // Let the idle clients see their connection close.
      await new Promise((done) => setTimeout(done, 300));
      const after = await query(sql`select 1 as one`);
      expect(Number(after[0]?.one)).toBe(1);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});

postgres('PostgreSQL timeouts', () => {
  const names = ['DATABASE_QUERY_TIMEOUT_MS', 'DATABASE_CONNECT_TIMEOUT_MS', 'DATABASE_POOL_MAX'] as const;
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  afterEach(() => {
    for (const name of names) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });
  const rowsOf = async (query: PromiseLike<unknown>) => ((await query) as { rows: Array<Record<string, unknown>> }).rows;

  it('has the server cancel a statement past DATABASE_QUERY_TIMEOUT_MS: unavailable, and the connection goes on', async () => {
    process.env.DATABASE_QUERY_TIMEOUT_MS = '500';
    process.env.DATABASE_POOL_MAX = '1';
    const database = await createTestDatabase();
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const schema = (await rowsOf(database.db.execute(sql`select current_schema() as name`)))[0]?.name;
      await database.db.execute(sql`create table probe (id int)`);
      const started = performance.now();
      const error = await database.db.execute(sql`select pg_sleep(3)`).then(() => undefined, (caught: unknown) => caught);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(isDatabaseUnavailable(error)).toBe(true);
      // The same in a transaction: it rolls back, and the pool's one connection is clean after it.
      const inTransaction = await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into probe values (1)`);
          await tx.execute(sql`select pg_sleep(3)`);
        })
        .then(() => undefined, (caught: unknown) => caught);
      expect(isDatabaseUnavailable(inTransaction)).toBe(true);
      await database.db.execute(sql`insert into probe values (2)`);
      // Another session sees the write made after the failure, and not the one rolled back.
      expect((await admin.query(`select id from "${schema}".probe order by id`)).rows).toEqual([{ id: 2 }]);
    } finally {
      await admin.end();
      await database.close();
    }
  });

  it('fails a request that finds every connection busy after DATABASE_CONNECT_TIMEOUT_MS', async () => {
    process.env.DATABASE_CONNECT_TIMEOUT_MS = '200';
    process.env.DATABASE_POOL_MAX = '1';
    const database = await createTestDatabase();
    try {
      // Drizzle's queries start when awaited: then() sets this one going, holding the only connection.
      const busy = database.db.execute(sql`select pg_sleep(1)`).then(() => 'done');
      await sleep(50);
      const started = performance.now();
      const error = await database.db.execute(sql`select 1`).then(() => undefined, (caught: unknown) => caught);
      expect(performance.now() - started).toBeLessThan(900);
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(await busy).toBe('done');
    } finally {
      await database.close();
    }
  });
});

describe('postgresSettings', () => {
  it('reads whole positive numbers, else 10 connections, 5 s to connect and 15 s per statement', () => {
    const defaults = { poolMax: 10, connectionTimeoutMillis: 5000, statement_timeout: 15_000, idle_in_transaction_session_timeout: 60_000 };
    expect(postgresSettings({})).toEqual(defaults);
    expect(postgresSettings({ DATABASE_POOL_MAX: '4', DATABASE_CONNECT_TIMEOUT_MS: '250.5', DATABASE_QUERY_TIMEOUT_MS: '900' })).toEqual({
      ...defaults,
      poolMax: 4,
      connectionTimeoutMillis: 250,
      statement_timeout: 900,
    });
    expect(postgresSettings({ DATABASE_POOL_MAX: 'many', DATABASE_CONNECT_TIMEOUT_MS: '0', DATABASE_QUERY_TIMEOUT_MS: 'never' })).toEqual(defaults);
    expect(postgresSettings({ DATABASE_QUERY_TIMEOUT_MS: '9999999999' }).statement_timeout).toBe(2 ** 31 - 1);
  });
});

describe('isDataException', () => {
  it('recognises a value the database refused, also wrapped as a cause, and nothing else', () => {
    expect(isDataException(Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }))).toBe(true);
    expect(isDataException(new Error('Failed query', { cause: Object.assign(new Error('value too long for type character varying(100)'), { code: '22001' }) }))).toBe(true);
    // The server's own: division by zero, an overflowing counter.
    expect(isDataException(Object.assign(new Error('division by zero'), { code: '22012' }))).toBe(false);
    expect(isDataException(Object.assign(new Error('integer out of range'), { code: '22003' }))).toBe(false);
    expect(isDataException(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false);
    expect(isDataException(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(false);
    expect(isDataException(Object.assign(new Error('odd'), { code: 22021 }))).toBe(false);
    expect(isDataException(undefined)).toBe(false);
  });
});
