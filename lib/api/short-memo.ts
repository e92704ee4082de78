/**
 * A small in-process cache of recent answers, for reads with an open-ended key (search queries):
 * bounded in entries and age, so arbitrary queries can neither fill a disk nor keep memory, and
 * concurrent identical reads share one call. Failed calls are not kept.
 */
export function shortMemo<A extends unknown[], R>(read: (...args: A) => Promise<R>, { ttlMs, max }: { ttlMs: number; max: number }, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<R> }>();
  return (...args: A): Promise<R> => {
    const key = JSON.stringify(args);
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    entries.delete(key);
    const value = read(...args);
    entries.set(key, { at: now(), value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    // Map order is insertion order: the first key is the oldest.
    while (entries.size > max) entries.delete(entries.keys().next().value as string);
    return value;
  };
}
