import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { createTestDatabase } from '../testing/test-app';
import { isDatabaseUnavailable, isDataException } from './unavailable';

describe('isDatabaseUnavailable', () => {
  it('recognises a server going away, also wrapped as a cause', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
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
