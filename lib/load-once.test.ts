import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('asks once and shares the answer', async () => {
    let calls = 0;
    const load = loadOnce(async () => ++calls);
    const [a, b] = await Promise.all([load(), load()]);
    expect([a, b, await load()]).toEqual([1, 1, 1]);
    expect(calls).toBe(1);
  });

  it('forgets a failure, so the next call asks again', async () => {
    let calls = 0;
    const load = loadOnce(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return 'module';
    });
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBe('module');
    await expect(load()).resolves.toBe('module');
    expect(calls).toBe(2);
  });
});
