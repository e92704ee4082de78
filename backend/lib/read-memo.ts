import { LRUCache } from 'lru-cache';

/** Node's longest timer (about 24.8 days): a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Whole milliseconds ≥ 0 from the environment (lru-cache refuses a fractional time); `fallback` when unset, blank or not such a number. */
function envMs(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const ms = Number(raw);
  return Number.isFinite(ms) && ms >= 0 ? Math.floor(ms) : fallback;
}

/**
 * How long a memoized catalogue read is reused: `CATALOGUE_MEMO_MS`, a second by default (as the web
 * server's micro-cache), `0` for none.
 */
export function catalogueMemoMs(env: Record<string, string | undefined> = process.env): number {
  return envMs(env.CATALOGUE_MEMO_MS, 1000);
}

/**
 * How long a refresh of a memoized read may take before the last answer stands in for it:
 * `CATALOGUE_STAND_IN_MS`, 500 ms by default, `0` to always wait. Shorter than the web server's
 * page-render read timeout (`BACKEND_READ_TIMEOUT_MS`, 1500 ms), so a hung database still lets
 * pages answer.
 */
export function catalogueStandInMs(env: Record<string, string | undefined> = process.env): number {
  return Math.min(envMs(env.CATALOGUE_STAND_IN_MS, 500), MAX_TIMER_MS);
}

export interface StandInOptions {
  /** How long a refresh may take before the last answer stands in; 0 (the default) waits for it. */
  standInAfterMs?: number;
  /** Hears of every stand-in, with the read's failure or `'slow'`. */
  onStandIn?: (reason: unknown) => void;
}

/**
 * A read whose answer is reused for `ttlMs` per distinct arguments. Callers asking while the read is
 * under way share it (one query for a crowd), a failed read is not kept, and at most `max` answers
 * are held. The answer is shared between callers: they must not change it.
 *
 * Past its time an answer is read again; if that read fails (the database restarting, say), the last
 * answer stands in until a read succeeds, so the side menu of every page keeps answering through
 * the gap (one attempt per memo time reaches the database meanwhile). A read that has never
 * succeeded has nothing to stand in: its failure reaches the caller.
 *
 * A refresh still under way after `standInAfterMs` (a database that hangs rather than refuses) is
 * treated the same way: the last answer stands in for the memo time. The slow read goes on, and the
 * refreshes after the memo time join it rather than start another; its answer, when it comes, is the
 * last answer from then on. With nothing to stand in, or `standInAfterMs` 0, the read is waited for.
 * `onStandIn` hears of every stand-in, with the failure or `'slow'`.
 */
export function memoizeRead<A extends readonly (string | number | boolean)[], R extends object>(
  read: (...args: A) => Promise<R>,
  {
    ttlMs,
    max = 100,
    standInAfterMs = 0,
    onStandIn,
  }: { ttlMs: number; max?: number } & StandInOptions,
): (...args: A) => Promise<R> {
  if (ttlMs <= 0) return read;
  /** The last answer of each read that succeeded, whatever its age: what stands in while reads fail. */
  const lastGood = new LRUCache<string, R>({ max });
  /** The read of each key under way on the database. */
  const reading = new Map<string, Promise<R>>();
  const cache = new LRUCache<string, R>({
    max,
    ttl: ttlMs,
    // performance.now(), not Date.now(): a clock moved by the tests or NTP neither freezes nor drops copies.
    perf: performance,
    // The key is the arguments as JSON (strings, numbers and booleans only), so it gives them back.
    fetchMethod: (key) => {
      // A refresh still running on the database (one that was stood in for) is joined, not repeated:
      // however long the database hangs, each key holds at most one of its connections, and answers
      // reach lastGood in the order they were read.
      let running = reading.get(key);
      if (!running) {
        running = read(...(JSON.parse(key) as A))
          .then((answer) => {
            lastGood.set(key, answer);
            return answer;
          })
          .finally(() => reading.delete(key));
        reading.set(key, running);
      }
      return running;
    },
  });
  /** Stands in the last answer for the memo time: one attempt per key and period reaches a failing database, not one per caller. */
  const standIn = (key: string, previous: R, reason: unknown): R => {
    // Callers sharing one refresh: the first to give up stands in for them all.
    const kept = cache.get(key);
    if (kept !== undefined) return kept;
    // Setting over a refresh under way aborts its cache entry (lru-cache): its answer, if it ever comes,
    // does not replace this one for the memo time, though it becomes the last good answer.
    cache.set(key, previous);
    onStandIn?.(reason);
    return previous;
  };
  return async (...args: A) => {
    const key = JSON.stringify(args);
    const previous = lastGood.get(key);
    // A fresh answer is there at once: only a refresh is raced against the clock.
    const race = previous !== undefined && standInAfterMs > 0 && !cache.has(key);
    const pending = cache.fetch(key);
    let timer: NodeJS.Timeout | undefined;
    try {
      const answer =
        race
          ? await Promise.race([pending, new Promise<typeof SLOW>((resolve) => (timer = setTimeout(resolve, standInAfterMs, SLOW)))])
          : await pending;
      if (answer === SLOW) {
        // The refresh goes on without a listener: its failure is nobody's to hear.
        pending.catch(() => undefined);
        return standIn(key, lastGood.get(key) ?? (previous as R), 'slow');
      }
      // fetchMethod never answers undefined (it resolves the read or rejects), so this cannot happen.
      if (answer === undefined) throw new Error('memoized read answered nothing');
      return answer;
    } catch (error) {
      const last = lastGood.get(key);
      if (last === undefined) throw error;
      return standIn(key, last, error);
    } finally {
      clearTimeout(timer);
    }
  };
}

const SLOW = Symbol('slow');
