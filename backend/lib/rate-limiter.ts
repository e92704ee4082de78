import type { Redis } from 'ioredis';

/** A fixed-window counter store: in memory for one process, Redis when several backends share limits. */
export interface CounterStore {
  /** Current count of a key (0 when absent or expired). */
  get(key: string): Promise<number>;
  /** Adds one and returns the new count; the window starts at the first hit. */
  increment(key: string, windowMs: number): Promise<number>;
  /** Takes one back from a live key (never below 0; an expired or absent key stays absent). */
  decrement(key: string): Promise<void>;
  /** Seconds until the key's window ends (at least 1). */
  ttlSeconds(key: string): Promise<number>;
  close(): Promise<void>;
}

export function memoryStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = counters.get(key);
    if (entry && entry.resetAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async get(key) {
      return live(key)?.count ?? 0;
    },
    async increment(key, windowMs) {
      const entry = live(key);
      if (entry) {
        entry.count += 1;
        return entry.count;
      }
      // Expired keys are dropped on read; a large map is swept now and then so it cannot grow forever.
      if (counters.size > 50_000) for (const k of counters.keys()) live(k);
      counters.set(key, { count: 1, resetAt: now() + windowMs });
      return 1;
    },
    async decrement(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async ttlSeconds(key) {
      const entry = live(key);
      return entry ? Math.max(1, Math.ceil((entry.resetAt - now()) / 1000)) : 1;
    },
    async close() {
      counters.clear();
    },
  };
}

/** DECR only a key that exists and is above 0 (a Lua script runs atomically in Redis). */
const DECREMENT_LIVE = "if (tonumber(redis.call('get', KEYS[1]) or '0') > 0) then return redis.call('decr', KEYS[1]) end return 0";

export function redisStore(redis: Redis, prefix = 'rl:'): CounterStore {
  return {
    async get(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async increment(key, windowMs) {
      const [[, count] = [null, 0]] = (await redis.multi().incr(prefix + key).pexpire(prefix + key, windowMs, 'NX').exec()) ?? [];
      return Number(count);
    },
    async decrement(key) {
      // In one step on the server: a key whose window ended in between is not brought back without expiry.
      await redis.eval(DECREMENT_LIVE, 1, prefix + key);
    },
    async ttlSeconds(key) {
      const ms = await redis.pttl(prefix + key);
      return ms > 0 ? Math.ceil(ms / 1000) : 1;
    },
    async close() {
      await redis.quit();
    },
  };
}

export interface Limit {
  /** Counter name, e.g. `login-fail:account`. */
  name: string;
  max: number;
  windowMs: number;
}

/** Named limits over a counter store. */
export function createRateLimiter(store: CounterStore) {
  const key = (limit: Limit, subject: string) => `${limit.name}:${subject}`;
  return {
    /** Seconds to wait when the subject has used up the limit, else 0 (does not count). */
    async blocked(limit: Limit, subject: string): Promise<number> {
      const k = key(limit, subject);
      return (await store.get(k)) >= limit.max ? store.ttlSeconds(k) : 0;
    },
    /** Counts one event. */
    async hit(limit: Limit, subject: string): Promise<void> {
      await store.increment(key(limit, subject), limit.windowMs);
    },
    /** Gives back one event counted by consume or hit (an attempt that turned out not to be a failure). */
    async refund(limit: Limit, subject: string): Promise<void> {
      await store.decrement(key(limit, subject));
    },
    /** Counts one event and answers the seconds to wait if this one goes over the limit. */
    async consume(limit: Limit, subject: string): Promise<number> {
      const k = key(limit, subject);
      const count = await store.increment(k, limit.windowMs);
      return count > limit.max ? store.ttlSeconds(k) : 0;
    },
    close: () => store.close(),
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
