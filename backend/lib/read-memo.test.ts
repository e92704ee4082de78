import { catalogueMemoMs, memoizeRead } from './read-memo';

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
