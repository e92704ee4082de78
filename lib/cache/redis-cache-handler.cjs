// Next.js `cacheHandler` (the ISR / data cache of the App Router without Cache Components) backed
// by Redis, so every web instance shares the cached catalogue pages, the tagged data reads and the
// tag invalidations. next.config.mjs selects it only when REDIS_URL is set; without it Next keeps
// its own in-process and file cache. Plain CommonJS: Next loads this file at run time, unbundled.
//
// Layout in Redis (prefix `next:` by default):
//   <prefix><buildId>:<key>  hash { lm: lastModified ms, v: entry as JSON }, with a TTL
//   <prefix>tags             hash { <tag>: JSON { stale?, expired? } } (ms timestamps)
// Page entries embed the build's chunk names, so entries are per build; tag revalidations are not.
// Each process keeps a small copy of recent entries and reads only `lm` (plus the tag states) on a
// hit, so a 100 kB page is not fetched and parsed again while it is current.
'use strict';

const { readFileSync } = require('node:fs');
const { join } = require('node:path');

/** Longest time an entry stays in Redis (seconds): bounds the store; stale pages stay servable a day. */
const MAX_TTL_SECONDS = 24 * 60 * 60;
/**
 * A data-cache (fetch) entry carries no expiry from Next, only its revalidate period. It stays this many
 * periods (at least FETCH_MIN_TTL_SECONDS) after it was written or last served stale: one-off reads
 * (every distinct search) do not sit in Redis for a day, and a read still asked for while the backend is
 * down keeps being renewed (see keepWhileStale).
 */
const FETCH_TTL_PERIODS = 60;
const FETCH_MIN_TTL_SECONDS = 10 * 60;
/** Entries kept in each process's copy. */
const LOCAL_ENTRIES = 500;
const TAGS_HEADER = 'x-next-cache-tags';

/** JSON with Buffer / Uint8Array and Map values (page entries carry RSC payloads as both). */
function serialize(value) {
  return JSON.stringify(value, function replace(key, current) {
    const raw = this[key];
    if (raw instanceof Uint8Array) return { $b: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') };
    if (raw instanceof Map) return { $m: [...raw.entries()] };
    return current;
  });
}

function deserialize(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof value.$b === 'string' && Object.keys(value).length === 1) return Buffer.from(value.$b, 'base64');
      if (Array.isArray(value.$m) && Object.keys(value).length === 1) return new Map(value.$m);
    }
    return value;
  });
}

/** The tags an entry answers to: its own (fetch) tags or the page's tag header, plus implicit ones. */
function entryTags(data, ctx) {
  const tags = new Set(ctx && Array.isArray(ctx.tags) ? ctx.tags : []);
  if (data && Array.isArray(data.tags)) for (const tag of data.tags) tags.add(tag);
  const header = data && data.headers && data.headers[TAGS_HEADER];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  return [...tags];
}

/** Seconds after which Next treats the entry as stale, or undefined when it never does. */
function revalidateSeconds(stored, ctx) {
  if (stored.value && stored.value.kind === 'FETCH') {
    const seconds = (ctx && ctx.revalidate) || stored.value.revalidate;
    return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
  }
  const seconds = stored.cacheControl && stored.cacheControl.revalidate;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}

/** How long Redis keeps an entry (seconds): a page's expire time, a fetch's revalidate periods, at most a day. */
function ttlSeconds(stored) {
  const cacheControl = stored.cacheControl;
  let seconds = MAX_TTL_SECONDS;
  if (cacheControl && typeof cacheControl.expire === 'number') {
    seconds = cacheControl.expire;
  } else if (stored.value && stored.value.kind === 'FETCH') {
    const period = revalidateSeconds(stored, stored.ctx);
    if (period !== undefined) seconds = Math.max(FETCH_MIN_TTL_SECONDS, period * FETCH_TTL_PERIODS);
  }
  return Math.max(1, Math.min(MAX_TTL_SECONDS, Math.ceil(seconds)));
}

function readBuildId(serverDistDir) {
  try {
    return readFileSync(join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim() || 'build';
  } catch {
    return 'build';
  }
}

/**
 * A cache handler class over one Redis connection. Next makes a handler instance per request, so
 * the connection and the local copy belong to the class; two classes behave like two processes.
 *
 * @param {{ redis: import('ioredis').Redis, prefix?: string, localEntries?: number, log?: (message: string) => void }} options
 */
function createRedisCacheHandler({ redis, prefix = 'next:', localEntries = LOCAL_ENTRIES, log = (message) => console.warn(message) }) {
  const tagsKey = `${prefix}tags`;
  /** key -> { lm, stored, tags } */
  const local = new Map();
  let lastError = 0;

  const remember = (key, item) => {
    local.delete(key);
    local.set(key, item);
    if (local.size > localEntries) local.delete(local.keys().next().value);
  };
  const warn = (action, error) => {
    // One line a minute at most: a Redis outage must not flood the log; requests fall back to misses.
    if (Date.now() - lastError < 60_000) return;
    lastError = Date.now();
    log(`[cache] Redis ${action} failed (${error && error.message ? error.message : error}); serving without the shared cache`);
  };
  /**
   * A data read served stale is being fetched again by Next; a successful fetch writes it anew (and a
   * new TTL). While the backend is down none does, so each stale read gives the entry its TTL again:
   * a copy read during an outage stays servable however long the outage lasts, while one nobody asks
   * for again (a one-off search) still goes after its TTL.
   */
  const keepWhileStale = (entryKey, stored) => {
    if (!stored.value || stored.value.kind !== 'FETCH') return;
    const period = revalidateSeconds(stored, stored.ctx);
    if (period === undefined || Date.now() - stored.lastModified <= period * 1000) return;
    redis.expire(entryKey, ttlSeconds(stored)).catch((error) => warn('expire', error));
  };
  const tagStates = async (tags) => {
    if (tags.length === 0) return [];
    return (await redis.hmget(tagsKey, ...tags)).map((state) => (state ? JSON.parse(state) : null));
  };

  return class RedisCacheHandler {
    constructor(context = {}) {
      this.prefix = `${prefix}${context.serverDistDir ? readBuildId(context.serverDistDir) : 'build'}:`;
    }

    async get(key, ctx) {
      const entryKey = this.prefix + key;
      try {
        const cached = local.get(entryKey);
        const pipeline = redis.pipeline().hget(entryKey, 'lm');
        if (cached) pipeline.hmget(tagsKey, ...(cached.tags.length > 0 ? cached.tags : ['-']));
        const [[lmError, lm], tagReply] = await pipeline.exec();
        if (lmError) throw lmError;
        if (lm === null) {
          local.delete(entryKey);
          return null;
        }
        let item = cached && String(cached.lm) === lm ? cached : undefined;
        let states;
        if (item && tagReply && !tagReply[0]) {
          states = cached.tags.length > 0 ? tagReply[1].map((state) => (state ? JSON.parse(state) : null)) : [];
        } else {
          const text = await redis.hget(entryKey, 'v');
          if (text === null) return null;
          const stored = deserialize(text);
          item = { lm: stored.lastModified, stored, tags: entryTags(stored.value, stored.ctx) };
          states = await tagStates(item.tags);
        }
        remember(entryKey, item);
        keepWhileStale(entryKey, item.stored);
        return applyTags(item.stored, [...states, ...(await tagStates(softTags(ctx, item.tags)))], ctx);
      } catch (error) {
        warn('get', error);
        return null;
      }
    }

    async set(key, data, ctx = {}) {
      const entryKey = this.prefix + key;
      const lastModified = Date.now();
      const cacheControl = ctx.cacheControl;
      const stored = { lastModified, value: data, cacheControl, ctx: { tags: ctx.tags, revalidate: ctx.revalidate } };
      const ttl = ttlSeconds(stored);
      try {
        await redis.multi().hset(entryKey, { lm: String(lastModified), v: serialize(stored) }).expire(entryKey, ttl).exec();
        remember(entryKey, { lm: lastModified, stored, tags: entryTags(data, stored.ctx) });
      } catch (error) {
        local.delete(entryKey);
        warn('set', error);
      }
    }

    /** Same meaning as Next's own cache: with durations the tag turns stale now (and expires later). */
    async revalidateTag(tags, durations) {
      const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean);
      if (list.length === 0) return;
      const now = Date.now();
      const previous = await tagStates(list);
      const fields = {};
      list.forEach((tag, index) => {
        const state = { ...(previous[index] || {}) };
        if (durations) {
          state.stale = now;
          if (durations.expire !== undefined) state.expired = now + durations.expire * 1000;
        } else {
          state.expired = now;
        }
        fields[tag] = JSON.stringify(state);
      });
      await redis.hset(tagsKey, fields);
    }

    resetRequestCache() {}
  };
}

/** Implicit tags of the page a fetch belongs to (revalidatePath), not already among the entry's tags. */
function softTags(ctx, known) {
  const soft = ctx && Array.isArray(ctx.softTags) ? ctx.softTags : [];
  return soft.filter((tag) => !known.includes(tag));
}

/**
 * Applies tag revalidations to a stored entry: an expired tag makes it a miss; a stale tag makes it
 * stale (served once while Next renders it again), which Next reads from an older lastModified.
 */
function applyTags(stored, states, ctx) {
  const now = Date.now();
  let stale = false;
  for (const state of states) {
    if (!state) continue;
    if (typeof state.expired === 'number' && state.expired <= now && state.expired > stored.lastModified) return null;
    if (typeof state.stale === 'number' && state.stale > stored.lastModified) stale = true;
  }
  const entry = { lastModified: stored.lastModified, value: stored.value };
  if (stored.cacheControl) entry.cacheControl = stored.cacheControl;
  if (!stale) return entry;
  const seconds = revalidateSeconds(stored, ctx);
  if (seconds === undefined) return null;
  entry.lastModified = Math.min(stored.lastModified, now - seconds * 1000 - 1);
  return entry;
}

let shared;

/** `next build` renders nothing worth sharing (catalogue pages render on demand): no connection then. */
class BuildTimeHandler {
  async get() {
    return null;
  }
  async set() {}
  async revalidateTag() {}
  resetRequestCache() {}
}

/** The handler next.config.mjs points at: one connection per process, from REDIS_URL. */
function sharedHandler() {
  if (process.env.NEXT_PHASE === 'phase-production-build') return BuildTimeHandler;
  if (!shared) {
    const { Redis } = require('ioredis');
    const redis = new Redis(process.env.REDIS_URL, {
      // A slow or absent Redis turns into cache misses quickly instead of stalling page renders.
      commandTimeout: 500,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: 2000,
    });
    redis.on('error', () => undefined);
    shared = createRedisCacheHandler({ redis, prefix: process.env.REDIS_CACHE_PREFIX || 'next:' });
  }
  return shared;
}

// Next constructs the default export with `new`; delegate to the process-wide class.
function RedisCacheHandler(context) {
  const Handler = sharedHandler();
  return new Handler(context);
}

module.exports = RedisCacheHandler;
module.exports.default = RedisCacheHandler;
module.exports.createRedisCacheHandler = createRedisCacheHandler;
module.exports.serialize = serialize;
module.exports.deserialize = deserialize;
