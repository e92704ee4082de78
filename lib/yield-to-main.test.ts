import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  it('resolves in a later task, after the microtasks already queued', async () => {
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await Promise.resolve();
    expect(order).toEqual(['microtask']);
    await yielded;
    expect(order).toEqual(['microtask', 'task']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const scheduler = { yield: jest.fn(() => Promise.resolve()) };
    Object.assign(globalThis, { scheduler });
    try {
      await yieldToMain();
      expect(scheduler.yield).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
