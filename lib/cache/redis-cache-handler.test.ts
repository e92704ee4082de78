import { Redis } from 'ioredis';
import { testRedisReachable as reachable, testRedisUrl as url } from '@/lib/testing/redis';
import { createRedisCacheHandler, deserialize, serialize, type RedisCacheHandlerInstance } from './redis-cache-handler.cjs';

// Against a real Redis (lib/testing/redis.ts); skipped only when no Redis answers there.

/** A page entry as Next 16 stores it: HTML, the RSC payload as a Buffer and per-segment payloads in a Map. */
function pageEntry(html: string, tags: string) {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc:${html}`),
    headers: { 'x-next-cache-tags': tags },
    postponed: undefined,
    status: 200,
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  };
}

const fetchEntry = (body: string) => ({ kind: 'FETCH', data: { headers: {}, body, url: 'http://backend/api/v1/channel', status: 200 }, revalidate: 60 });

describe('serialize / deserialize', () => {
  it('keeps Buffers and Maps of page entries', () => {
    const entry = pageEntry('<p>hi</p>', 'a,b');
    const back = deserialize(serialize(entry)) as ReturnType<typeof pageEntry>;
    expect(Buffer.isBuffer(back.rscData)).toBe(true);
    expect(back.rscData.toString()).toBe('rsc:<p>hi</p>');
    expect(back.segmentData).toBeInstanceOf(Map);
    expect(back.segmentData.get('/_tree')?.toString()).toBe('tree');
    expect(back.html).toBe('<p>hi</p>');
  });
});

(reachable ? describe : describe.skip)('Redis cache handler (shared between instances)', () => {
  const prefix = `test-next-${process.pid}-${Date.now()}:`;
  const clients: Redis[] = [];
  /** A handler as one web process would have it: its own connection and its own local copy. */
  const instance = (): RedisCacheHandlerInstance => {
    const redis = new Redis(url, { maxRetriesPerRequest: 1 });
    clients.push(redis);
    const Handler = createRedisCacheHandler({ redis, prefix, log: () => undefined });
    return new Handler({});
  };

  afterAll(async () => {
    const [first] = clients;
    if (first) {
      const keys = await first.keys(`${prefix}*`);
      if (keys.length > 0) await first.del(...keys);
    }
    await Promise.all(clients.map((client) => client.quit()));
  });

  it('serves an entry written by one instance to another, with the tags of the fetch', async () => {
    const a = instance();
    const b = instance();
    await a.set('fetch-1', fetchEntry('{"result":[1]}'), { fetchCache: true, tags: ['catalogue', 'channels'], revalidate: 60 });
    const hit = await b.get('fetch-1', { kind: 'FETCH', tags: ['catalogue', 'channels'] });
    expect(hit?.value).toEqual(fetchEntry('{"result":[1]}'));
    expect(Date.now() - (hit?.lastModified ?? 0)).toBeLessThan(5_000);
    expect(await b.get('fetch-missing', { kind: 'FETCH' })).toBeNull();
  });

  it('shares page entries with their RSC buffers and bounds them with a TTL', async () => {
    const a = instance();
    const b = instance();
    await a.set('/route-cache/APP_PAGE/x/$/th/vod/1', pageEntry('<h1>Video</h1>', '_N_T_/layout,catalogue'), { cacheControl: { revalidate: 60, expire: 3600 } });
    const hit = await b.get('/route-cache/APP_PAGE/x/$/th/vod/1', { kind: 'APP_PAGE' });
    const value = hit?.value as ReturnType<typeof pageEntry>;
    expect(value.html).toBe('<h1>Video</h1>');
    expect(value.rscData.toString()).toBe('rsc:<h1>Video</h1>');
    expect(value.segmentData.get('/_tree')?.toString()).toBe('tree');
    expect(hit?.cacheControl).toEqual({ revalidate: 60, expire: 3600 });
    const ttl = await clients[0]!.ttl(`${prefix}build:/route-cache/APP_PAGE/x/$/th/vod/1`);
    expect(ttl).toBeGreaterThan(3000);
    expect(ttl).toBeLessThanOrEqual(3600);
  });

  it('keeps a data-cache read for 60 revalidate periods (at least 10 minutes), not a day', async () => {
    const a = instance();
    const ttlOf = (key: string) => clients[0]!.ttl(`${prefix}build:${key}`);
    // Next 16 passes a fetch's period only inside the entry (`revalidate`), never an expire time.
    await a.set('fetch-ttl-60', fetchEntry('{"result":[]}'), { fetchCache: true, tags: ['catalogue'] });
    await a.set('fetch-ttl-30', { ...fetchEntry('{"result":[]}'), revalidate: 30 }, { fetchCache: true, tags: ['catalogue'] });
    await a.set('fetch-ttl-1', { ...fetchEntry('{"result":[]}'), revalidate: 1 }, { fetchCache: true, tags: ['catalogue'] });
    await a.set('fetch-ttl-forever', { ...fetchEntry('{"result":[]}'), revalidate: 31_536_000 }, { fetchCache: true, tags: ['catalogue'] });
    const [sixty, thirty, one, forever] = await Promise.all(['fetch-ttl-60', 'fetch-ttl-30', 'fetch-ttl-1', 'fetch-ttl-forever'].map(ttlOf));
    expect(sixty).toBeGreaterThan(3500);
    expect(sixty).toBeLessThanOrEqual(3600);
    expect(thirty).toBeGreaterThan(1700);
    expect(thirty).toBeLessThanOrEqual(1800);
    expect(one).toBeGreaterThan(500);
    expect(one).toBeLessThanOrEqual(600);
    expect(forever).toBeGreaterThan(86_000);
    expect(forever).toBeLessThanOrEqual(86_400);
    // Still served (fresh) within its period.
    expect((await a.get('fetch-ttl-60', { kind: 'FETCH', tags: ['catalogue'] }))?.value).toEqual(fetchEntry('{"result":[]}'));
  });

  it('renews the TTL of a data read served stale (backend down), not of one served fresh', async () => {
    const a = instance();
    const key = (name: string) => `${prefix}build:${name}`;
    await a.set('fetch-stale', { ...fetchEntry('{"result":["stale"]}'), revalidate: 1 }, { fetchCache: true, tags: ['catalogue'] });
    await a.set('fetch-fresh', fetchEntry('{"result":["fresh"]}'), { fetchCache: true, tags: ['catalogue'] });
    // Most of their time has gone by (as after an hour of outage)...
    await clients[0]!.expire(key('fetch-stale'), 5);
    await clients[0]!.expire(key('fetch-fresh'), 5);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    // ...and both are asked for again: the stale one (older than its 1-s period) is being fetched anew.
    expect((await a.get('fetch-stale', { kind: 'FETCH', tags: ['catalogue'] }))?.value).toEqual({ ...fetchEntry('{"result":["stale"]}'), revalidate: 1 });
    expect((await a.get('fetch-fresh', { kind: 'FETCH', tags: ['catalogue'] }))?.value).toEqual(fetchEntry('{"result":["fresh"]}'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await clients[0]!.ttl(key('fetch-stale'))).toBeGreaterThan(500);
    expect(await clients[0]!.ttl(key('fetch-fresh'))).toBeLessThanOrEqual(5);
  });

  it('an expiring revalidateTag on one instance invalidates the entry on another, even from its local copy', async () => {
    const a = instance();
    const b = instance();
    await a.set('/route-cache/APP_PAGE/x/$/th', pageEntry('<h1>Home</h1>', '_N_T_/layout,catalogue,menu'), { cacheControl: { revalidate: 60, expire: 3600 } });
    await a.set('fetch-2', fetchEntry('{"result":[2]}'), { fetchCache: true, tags: ['catalogue'], revalidate: 60 });
    await a.set('fetch-3', fetchEntry('{"result":[3]}'), { fetchCache: true, tags: ['other'], revalidate: 60 });
    expect(await a.get('/route-cache/APP_PAGE/x/$/th', { kind: 'APP_PAGE' })).not.toBeNull();

    await new Promise((done) => setTimeout(done, 5));
    await b.revalidateTag('menu', { expire: 0 });
    await b.revalidateTag(['catalogue']);

    expect(await a.get('/route-cache/APP_PAGE/x/$/th', { kind: 'APP_PAGE' })).toBeNull();
    expect(await a.get('fetch-2', { kind: 'FETCH', tags: ['catalogue'] })).toBeNull();
    expect((await a.get('fetch-3', { kind: 'FETCH', tags: ['other'] }))?.value).toEqual(fetchEntry('{"result":[3]}'));

    // Written again after the revalidation: current again.
    await b.set('fetch-2', fetchEntry('{"result":[22]}'), { fetchCache: true, tags: ['catalogue'], revalidate: 60 });
    expect((await a.get('fetch-2', { kind: 'FETCH', tags: ['catalogue'] }))?.value).toEqual(fetchEntry('{"result":[22]}'));
  });

  it('a stale-while-revalidate tag (revalidateTag(tag, "max")) serves the entry once more as stale', async () => {
    const a = instance();
    const b = instance();
    await a.set('/route-cache/APP_PAGE/x/$/en/schedule', pageEntry('<h1>Schedule</h1>', 'schedule-tag'), { cacheControl: { revalidate: 60, expire: 3600 } });
    await new Promise((done) => setTimeout(done, 5));
    await b.revalidateTag('schedule-tag', {});
    const hit = await a.get('/route-cache/APP_PAGE/x/$/en/schedule', { kind: 'APP_PAGE' });
    expect((hit?.value as { html: string }).html).toBe('<h1>Schedule</h1>');
    // Next reads staleness from the age: older than the 60 s revalidate period, younger than expire.
    const age = Date.now() - (hit?.lastModified ?? Date.now());
    expect(age).toBeGreaterThan(60_000);
    expect(age).toBeLessThan(3_600_000);
  });

  it('revalidatePath reaches fetch entries through the page soft tags', async () => {
    const a = instance();
    await a.set('fetch-4', fetchEntry('{"result":[4]}'), { fetchCache: true, tags: ['catalogue'], revalidate: 60 });
    await new Promise((done) => setTimeout(done, 5));
    await a.revalidateTag('_N_T_/th/vod/4');
    expect(await a.get('fetch-4', { kind: 'FETCH', tags: ['catalogue'], softTags: ['_N_T_/th/vod/4'] })).toBeNull();
    expect(await a.get('fetch-4', { kind: 'FETCH', tags: ['catalogue'], softTags: ['_N_T_/th/vod/5'] })).not.toBeNull();
  });

  it('picks up a newer write by another instance instead of its own older copy', async () => {
    const a = instance();
    const b = instance();
    await a.set('fetch-5', fetchEntry('old'), { fetchCache: true, tags: [], revalidate: 60 });
    expect((await a.get('fetch-5', { kind: 'FETCH' }))?.value).toEqual(fetchEntry('old'));
    await new Promise((done) => setTimeout(done, 5));
    await b.set('fetch-5', fetchEntry('new'), { fetchCache: true, tags: [], revalidate: 60 });
    expect((await a.get('fetch-5', { kind: 'FETCH' }))?.value).toEqual(fetchEntry('new'));
  });
});

describe('Redis cache handler without Redis', () => {
  it('answers misses and swallows writes when Redis is down', async () => {
    // A port nothing listens on; no offline queue, so commands fail at once.
    const redis = new Redis('redis://127.0.0.1:1/0', { enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null, lazyConnect: true });
    redis.on('error', () => undefined);
    const logs: string[] = [];
    const Handler = createRedisCacheHandler({ redis, log: (message) => logs.push(message) });
    const handler = new Handler({});
    await expect(handler.set('k', fetchEntry('x'), { fetchCache: true, tags: [] })).resolves.toBeUndefined();
    await expect(handler.get('k', { kind: 'FETCH' })).resolves.toBeNull();
    expect(logs[0]).toMatch(/Redis set failed/);
    redis.disconnect();
  });
});
