import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { testRedisReachable, testRedisUrl } from '@/lib/testing/redis';
import { fileStore, redisStore, sealer, sweepPendingSignOuts, tokenKey, type PendingSignOut } from './pending-sign-outs';

const box = sealer('the-session-secret-of-these-tests');

const entry = (token: string, until = Date.now() + 60_000): PendingSignOut => ({ memberId: 7, token, until });

describe('pending sign-outs in a file (the embedded default)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'pending-sign-outs-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are found by the next process (a new store on the same file), owner-readable only, and gone once removed', async () => {
    const file = join(dir, 'data', 'pending-sign-outs.json');
    const first = fileStore(file, box);
    await first.add(entry('token-a'));
    await first.add(entry('token-b'));
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const restarted = fileStore(file, box);
    expect(await restarted.has('token-a')).toBe(true);
    expect(await restarted.has('token-c')).toBe(false);
    expect((await restarted.list()).map((pending) => pending.token).sort()).toEqual(['token-a', 'token-b']);

    await restarted.remove('token-a');
    const again = fileStore(file, box);
    expect(await again.has('token-a')).toBe(false);
    expect(await again.has('token-b')).toBe(true);
    // The file holds no usable token: sealed with a key from the session secret, which a store with
    // another secret cannot open.
    const written = readFileSync(file, 'utf8');
    expect(written).not.toContain('token-b');
    expect(JSON.parse(written)).toEqual([{ memberId: 7, sealed: expect.any(String), until: (await again.list())[0]!.until }]);
    expect(await fileStore(file, sealer('another-secret-of-enough-length')).list()).toEqual([]);
  });

  it('a damaged file counts as empty (and says so) instead of failing every session read', async () => {
    const file = join(dir, 'pending-sign-outs.json');
    writeFileSync(file, '{not json');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const store = fileStore(file, box);
      expect(await store.has('token-a')).toBe(false);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('could not read'));
      // Entries that are not sealed sign-outs are dropped, the others kept.
      const good = fileStore(join(dir, 'good.json'), box);
      await good.add(entry('token-a'));
      writeFileSync(file, JSON.stringify([...JSON.parse(readFileSync(join(dir, 'good.json'), 'utf8')), entry('token-b'), { sealed: 5 }, null]));
      expect((await fileStore(file, box).list()).map((pending) => pending.token)).toEqual(['token-a']);
    } finally {
      errors.mockRestore();
    }
  });

  it('without a file they are kept in this process', async () => {
    const store = fileStore();
    await store.add(entry('token-a'));
    expect(await store.has('token-a')).toBe(true);
    expect(await fileStore().has('token-a')).toBe(false);
  });
});

describe('the process-wide store', () => {
  it('is one per process, however many copies of the module the server loads (Next loads one for route handlers and one for pages)', async () => {
    let first: typeof import('./pending-sign-outs') | undefined;
    let second: typeof import('./pending-sign-outs') | undefined;
    jest.isolateModules(() => {
      first = jest.requireActual<typeof import('./pending-sign-outs')>('./pending-sign-outs');
    });
    jest.isolateModules(() => {
      second = jest.requireActual<typeof import('./pending-sign-outs')>('./pending-sign-outs');
    });
    expect(first).not.toBe(second);
    await first!.pendingSignOuts().add(entry('token-shared'));
    try {
      expect(await second!.pendingSignOuts().has('token-shared')).toBe(true);
    } finally {
      await second!.pendingSignOuts().remove('token-shared');
    }
  });
});

describe('sweepPendingSignOuts', () => {
  it('drops the sign-outs the backend took and those whose session has ended, keeps the others and counts them', async () => {
    const store = fileStore();
    const now = Date.now();
    await store.add(entry('taken', now + 1000));
    await store.add(entry('refused-now', now + 1000));
    await store.add(entry('expired', now - 1));
    const tried: string[] = [];
    const left = await sweepPendingSignOuts(store, async ({ token }) => (tried.push(token), token === 'taken'), now);
    expect(left).toBe(1);
    expect(tried.sort()).toEqual(['refused-now', 'taken']);
    expect((await store.list()).map((pending) => pending.token)).toEqual(['refused-now']);
  });
});

(testRedisReachable ? describe : describe.skip)('pending sign-outs in Redis (shared between web instances)', () => {
  const key = `test-pending-sign-outs-${process.pid}-${Date.now()}`;
  const clients: Redis[] = [];
  const client = () => {
    const redis = new Redis(testRedisUrl, { maxRetriesPerRequest: 1 });
    clients.push(redis);
    return redis;
  };
  afterAll(async () => {
    await clients[0]?.del(key);
    await Promise.all(clients.map((redis) => redis.quit()));
  });

  it('one instance records a sign-out, another refuses the token and can finish it; the token itself is not the key', async () => {
    const one = redisStore(client(), key, box);
    const other = redisStore(client(), key, box);
    await one.add(entry('token-a'));
    expect(await other.has('token-a')).toBe(true);
    expect(await other.has('token-b')).toBe(false);
    expect((await other.list()).map((pending) => pending.token)).toEqual(['token-a']);
    expect(await clients[0]!.hkeys(key)).toEqual([tokenKey('token-a')]);
    expect(JSON.stringify(await clients[0]!.hvals(key))).not.toContain('token-a');
    expect(await sweepPendingSignOuts(other, async () => true)).toBe(0);
    expect(await one.has('token-a')).toBe(false);
  });

  it('when Redis does not answer, the sign-out is kept in this process and still refuses the token', async () => {
    const down = new Redis('redis://127.0.0.1:1/0', { enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null, lazyConnect: true });
    down.on('error', () => undefined);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const store = redisStore(down, key, box);
      await store.add(entry('token-c'));
      expect(await store.has('token-c')).toBe(true);
      // A sweep that cannot read Redis fails (so its retries go on) rather than finding nothing to do.
      await expect(sweepPendingSignOuts(store, async () => true)).rejects.toThrow();
      expect(await store.has('token-c')).toBe(true);
      await store.remove('token-c');
      expect(await store.has('token-c')).toBe(false);
    } finally {
      errors.mockRestore();
      down.disconnect();
    }
  });
});
