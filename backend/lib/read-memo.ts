import { LRUCache } from 'lru-cache';

/**
 * How long a memoized catalogue read is reused: `CATALOGUE_MEMO_MS`, a second by default (as the web
 * server's micro-cache), `0` for none.
 */
export function catalogueMemoMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env.CATALOGUE_MEMO_MS;
  if (raw === undefined || raw.trim() === '') return 1000;
  const ms = Number(raw);
  // Whole milliseconds: lru-cache refuses a fractional time.
  return Number.isFinite(ms) && ms >= 0 ? Math.floor(ms) : 1000;
}

/**
 * A read whose answer is reused for `ttlMs` per distinct arguments. Callers asking while the read is
 * under way share it (one query for a crowd), a failed read is not kept, and at most `max` answers
 * are held. The answer is shared between callers: they must not change it.
 *
 * Past its time an answer is read again; if that read fails (the database restarting, say), the last
 * answer stands in until a read succeeds, so the side menu of every page keeps answering through
 * the gap (one attempt per memo time reaches the database meanwhile). A read that has never
 * succeeded has nothing to stand in: its failure reaches the caller. A read that hangs is waited for.
 */
export function memoizeRead<A extends readonly (string | number | boolean)[], R extends object>(
  read: (...args: A) => Promise<R>,
  { ttlMs, max = 100 }: { ttlMs: number; max?: number },
): (...args: A) => Promise<R> {
  if (ttlMs <= 0) return read;
  /** The last answer of each read that succeeded, whatever its age: what stands in while reads fail. */
  const lastGood = new LRUCache<string, R>({ max });
  const cache = new LRUCache<string, R>({
    max,
    ttl: ttlMs,
    // performance.now(), not Date.now(): a clock moved by the tests or NTP neither freezes nor drops copies.
    perf: performance,
    // The key is the arguments as JSON (strings, numbers and booleans only), so it gives them back.
    fetchMethod: async (key) => {
      const answer = await read(...(JSON.parse(key) as A));
      lastGood.set(key, answer);
      return answer;
    },
  });
  return async (...args: A) => {
    const key = JSON.stringify(args);
    try {
      const answer = await cache.fetch(key);
      // fetchMethod never answers undefined (it resolves the read or rejects), so this cannot happen.
      if (answer === undefined) throw new Error('memoized read answered nothing');
      return answer;
    } catch (error) {
      const standIn = lastGood.get(key);
      if (standIn === undefined) throw error;
      // Reused for the memo time like an answer: while the database is down, one attempt per key and
      // period reaches it, not one per caller.
      cache.set(key, standIn);
      return standIn;
    }
  };
}
