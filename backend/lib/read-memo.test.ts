import { catalogueMemoMs, catalogueStandInMs, memoizeRead } from './read-memo';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A read that counts its calls and answers a fresh object per call. */
function countingRead(delayMs = 0) {
  const calls: string[] = [];
  const read = async (language: string, page: number) => {
    calls.push(`${language}:${page}`);
    if (delayMs) await sleep(delayMs);
    return { language, page, call: calls.length };
  };
  return { calls, read };
}

describe('memoizeRead', () => {
  it('reuses an answer per arguments within its time, then reads again', async () => {
    const { calls, read } = countingRead();
    const memo = memoizeRead(read, { ttlMs: 200 });
    const first = await memo('th', 1);
    expect(await memo('th', 1)).toBe(first);
    expect(await memo('en', 1)).toEqual({ language: 'en', page: 1, call: 2 });
    expect(await memo('th', 2)).toEqual({ language: 'th', page: 2, call: 3 });
    expect(calls).toEqual(['th:1', 'en:1', 'th:2']);
    await sleep(260);
    expect(await memo('th', 1)).toEqual({ language: 'th', page: 1, call: 4 });
  });

  it('gives callers asking during a read that same read', async () => {
    const { calls, read } = countingRead(50);
    const memo = memoizeRead(read, { ttlMs: 1000 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => memo('th', 1)));
    expect(calls).toEqual(['th:1']);
    expect(new Set(answers).size).toBe(1);
  });

  it('keeps no failure: the next caller reads again', async () => {
    let fail = true;
    let calls = 0;
    const memo = memoizeRead(
      async (id: number) => {
        calls += 1;
        if (fail) throw new Error('database unavailable');
        return { id };
      },
      { ttlMs: 1000 },
    );
    await expect(Promise.all([memo(1), memo(1)])).rejects.toThrow('database unavailable');
    expect(calls).toBe(1);
    fail = false;
    expect(await memo(1)).toEqual({ id: 1 });
    expect(calls).toBe(2);
  });

  it('gives the last answer while a read again fails, until one succeeds', async () => {
    let fail = false;
    let version = 0;
    let attempts = 0;
    const memo = memoizeRead(
      async (id: number) => {
        attempts += 1;
        if (fail) throw new Error('database unavailable');
        version += 1;
        return { id, version };
      },
      { ttlMs: 40 },
    );
    expect(await memo(1)).toEqual({ id: 1, version: 1 });
    fail = true;
    await new Promise((done) => setTimeout(done, 60));
    // Past its time, a caller reads again; the read fails and the last answer stands in, reused for the
    // memo time by the callers after (one attempt reaches the database, not one per caller).
    expect(await memo(1)).toEqual({ id: 1, version: 1 });
    expect(await memo(1)).toEqual({ id: 1, version: 1 });
    expect(attempts).toBe(2);
    await new Promise((done) => setTimeout(done, 60));
    expect(await memo(1)).toEqual({ id: 1, version: 1 });
    expect(attempts).toBe(3);
    // Other arguments never read: nothing to stand in.
    await expect(memo(2)).rejects.toThrow('database unavailable');
    fail = false;
    await new Promise((done) => setTimeout(done, 60));
    expect(await memo(1)).toEqual({ id: 1, version: 2 });
  });

  it('gives the last answer when a refresh hangs past standInAfterMs, with one read per key on the database', async () => {
    // A database that hangs rather than refuses: each read while `hang` waits until released.
    let hang = false;
    const waiting: Array<() => void> = [];
    let version = 0;
    const reasons: unknown[] = [];
    const memo = memoizeRead(
      async (id: number) => {
        if (hang) await new Promise<void>((release) => waiting.push(release));
        version += 1;
        return { id, version };
      },
      { ttlMs: 300, standInAfterMs: 100, onStandIn: (reason) => reasons.push(reason) },
    );
    expect(await memo(1)).toEqual({ id: 1, version: 1 });
    hang = true;
    await sleep(350);
    const started = performance.now();
    // Callers sharing the hung refresh all get the stand-in once its time is up.
    const answers = await Promise.all([memo(1), memo(1), memo(1)]);
    const waited = performance.now() - started;
    expect(answers).toEqual([{ id: 1, version: 1 }, { id: 1, version: 1 }, { id: 1, version: 1 }]);
    expect(waited).toBeGreaterThanOrEqual(95);
    expect(waited).toBeLessThan(1000);
    expect(waiting).toHaveLength(1);
    expect(reasons).toEqual(['slow']);
    // Then reused for the memo time without waiting or reading.
    const again = performance.now();
    expect(await memo(1)).toEqual({ id: 1, version: 1 });
    expect(performance.now() - again).toBeLessThan(50);
    // Past the memo time the refresh joins the read still hanging instead of starting another.
    await sleep(350);
    expect(await memo(1)).toEqual({ id: 1, version: 1 });
    expect(waiting).toHaveLength(1);
    expect(reasons).toEqual(['slow', 'slow']);
    // The slow read finishing does not replace the answer stood in for its memo time…
    waiting.shift()?.();
    await sleep(5);
    expect(await memo(1)).toEqual({ id: 1, version: 1 });
    // …and once the database answers in time again, its answers are used.
    hang = false;
    await sleep(350);
    expect(await memo(1)).toEqual({ id: 1, version: 3 });
    // A read never answered before has nothing to stand in: it is waited for, however long.
    hang = true;
    let settled = false;
    const first = memo(2).then((answer) => ((settled = true), answer));
    await sleep(250);
    expect(settled).toBe(false);
    waiting.shift()?.();
    expect(await first).toEqual({ id: 2, version: 4 });
  });

  it('stands in the newest answer: a slow read that finally answers is the next stand-in', async () => {
    let hang = false;
    const waiting: Array<() => void> = [];
    let version = 0;
    const memo = memoizeRead(
      async () => {
        if (hang) await new Promise<void>((release) => waiting.push(release));
        version += 1;
        return { version };
      },
      { ttlMs: 200, standInAfterMs: 80 },
    );
    expect(await memo()).toEqual({ version: 1 });
    hang = true;
    await sleep(250);
    expect(await memo()).toEqual({ version: 1 });
    // The hung read answers (version 2) after its stand-in; the next refresh hangs again.
    waiting.shift()?.();
    await sleep(250);
    expect(await memo()).toEqual({ version: 2 });
    expect(waiting).toHaveLength(1);
    waiting.shift()?.();
  });

  it('waits for a slow refresh when standInAfterMs is 0', async () => {
    let delay = 0;
    let version = 0;
    const memo = memoizeRead(
      async () => {
        await sleep(delay);
        version += 1;
        return { version };
      },
      { ttlMs: 20 },
    );
    expect(await memo()).toEqual({ version: 1 });
    delay = 80;
    await sleep(30);
    expect(await memo()).toEqual({ version: 2 });
  });

  it('holds at most `max` answers, the least recently used going first', async () => {
    const { calls, read } = countingRead();
    const memo = memoizeRead(read, { ttlMs: 10_000, max: 2 });
    await memo('th', 1);
    await memo('th', 2);
    await memo('th', 1);
    await memo('th', 3);
    await memo('th', 1);
    await memo('th', 2);
    expect(calls).toEqual(['th:1', 'th:2', 'th:3', 'th:2']);
  });

  it('reads every time with a time of 0', async () => {
    const { calls, read } = countingRead();
    const memo = memoizeRead(read, { ttlMs: 0 });
    await memo('th', 1);
    await memo('th', 1);
    expect(calls).toHaveLength(2);
  });
});

describe('catalogueStandInMs', () => {
  it('is 500 ms unless CATALOGUE_STAND_IN_MS names another time', () => {
    expect(catalogueStandInMs({})).toBe(500);
    expect(catalogueStandInMs({ CATALOGUE_STAND_IN_MS: '0' })).toBe(0);
    expect(catalogueStandInMs({ CATALOGUE_STAND_IN_MS: '200.9' })).toBe(200);
    expect(catalogueStandInMs({ CATALOGUE_STAND_IN_MS: 'never' })).toBe(500);
    expect(catalogueStandInMs({ CATALOGUE_STAND_IN_MS: '-1' })).toBe(500);
  });
});

describe('catalogueMemoMs', () => {
  it('is a second unless CATALOGUE_MEMO_MS names another time', () => {
    expect(catalogueMemoMs({})).toBe(1000);
    expect(catalogueMemoMs({ CATALOGUE_MEMO_MS: '' })).toBe(1000);
    expect(catalogueMemoMs({ CATALOGUE_MEMO_MS: '0' })).toBe(0);
    expect(catalogueMemoMs({ CATALOGUE_MEMO_MS: '250' })).toBe(250);
    expect(catalogueMemoMs({ CATALOGUE_MEMO_MS: 'soon' })).toBe(1000);
    expect(catalogueMemoMs({ CATALOGUE_MEMO_MS: '-5' })).toBe(1000);
    expect(catalogueMemoMs({ CATALOGUE_MEMO_MS: '250.7' })).toBe(250);
    // A time lru-cache accepts: building the memo with it does not throw.
    expect(() => memoizeRead(async () => ({}), { ttlMs: catalogueMemoMs({ CATALOGUE_MEMO_MS: '0.5' }) })).not.toThrow();
  });
});
