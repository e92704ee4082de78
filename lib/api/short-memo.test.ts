import { shortMemo } from './short-memo';

describe('shortMemo', () => {
  it('shares answers within the age limit and reads again after it', async () => {
    let now = 0;
    let calls = 0;
    const read = shortMemo(async (q: string) => `${q}:${++calls}`, { ttlMs: 1000, max: 10 }, () => now);
    expect(await read('a')).toBe('a:1');
    expect(await read('a')).toBe('a:1');
    expect(await read('b')).toBe('b:2');
    now = 1000;
    expect(await read('a')).toBe('a:3');
  });

  it('shares one call between concurrent identical reads', async () => {
    let calls = 0;
    const read = shortMemo(async () => {
      calls += 1;
      await new Promise((done) => setTimeout(done, 10));
      return calls;
    }, { ttlMs: 1000, max: 10 });
    expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1]);
  });

  it('keeps at most `max` entries, dropping the oldest', async () => {
    let calls = 0;
    const read = shortMemo(async (q: number) => `${q}:${++calls}`, { ttlMs: 60_000, max: 2 });
    await read(1);
    await read(2);
    await read(3);
    expect(await read(3)).toBe('3:3');
    expect(await read(1)).toBe('1:4');
  });

  it('does not keep failures', async () => {
    let calls = 0;
    const read = shortMemo(async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return 'up';
    }, { ttlMs: 60_000, max: 10 });
    await expect(read()).rejects.toThrow('down');
    expect(await read()).toBe('up');
  });
});
