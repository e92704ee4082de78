/**
 * Fixed-window in-memory rate limiter (one process). With several backend
 * replicas the counters belong in Redis (ARCHITECTURE.md, "Scale").
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return {
    /** Counts one attempt for `key`; false when the key is over its limit. */
    take(key: string, now = Date.now()): boolean {
      if (hits.size > 10_000) for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k);
      const entry = hits.get(key);
      if (!entry || entry.resetAt <= now) {
        hits.set(key, { count: 1, resetAt: now + windowMs });
        return true;
      }
      entry.count += 1;
      return entry.count <= limit;
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
