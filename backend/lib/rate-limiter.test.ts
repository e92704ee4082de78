import { createRateLimiter, memoryStore } from './rate-limiter';

describe('rate limiter (memory store)', () => {
  it('blocks after the limit within the window and forgets after it', async () => {
    let now = 1_000_000;
    const limiter = createRateLimiter(memoryStore(() => now));
    const limit = { name: 'test', max: 3, windowMs: 60_000 };
    expect(await limiter.blocked(limit, 'a')).toBe(0);
    for (let i = 0; i < 3; i += 1) await limiter.hit(limit, 'a');
    expect(await limiter.blocked(limit, 'a')).toBe(60);
    expect(await limiter.blocked(limit, 'b')).toBe(0);
    now += 30_000;
    expect(await limiter.blocked(limit, 'a')).toBe(30);
    now += 30_001;
    expect(await limiter.blocked(limit, 'a')).toBe(0);
  });

  it('consume counts and answers the wait once over the limit', async () => {
    const limiter = createRateLimiter(memoryStore(() => 0));
    const limit = { name: 'c', max: 2, windowMs: 10_000 };
    expect(await limiter.consume(limit, 'x')).toBe(0);
    expect(await limiter.consume(limit, 'x')).toBe(0);
    expect(await limiter.consume(limit, 'x')).toBe(10);
  });

  it('refund gives one back, never below zero, and never revives an ended window', async () => {
    let now = 0;
    const limiter = createRateLimiter(memoryStore(() => now));
    const limit = { name: 'f', max: 2, windowMs: 10_000 };
    expect(await limiter.consume(limit, 'x')).toBe(0);
    expect(await limiter.consume(limit, 'x')).toBe(0);
    await limiter.refund(limit, 'x');
    expect(await limiter.consume(limit, 'x')).toBe(0);
    expect(await limiter.consume(limit, 'x')).toBe(10);
    await limiter.refund(limit, 'y');
    expect(await limiter.blocked(limit, 'y')).toBe(0);
    now = 10_001;
    await limiter.refund(limit, 'x');
    expect(await limiter.consume(limit, 'x')).toBe(0);
    expect(await limiter.consume(limit, 'x')).toBe(0);
    expect(await limiter.consume(limit, 'x')).toBe(10);
  });
});

// Runs when TEST_REDIS_URL points at a Redis server (e.g. redis://127.0.0.1:6379/15).
const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('rate limiter (Redis store)', () => {
  it('shares counters through Redis with an expiry', async () => {
    const { Redis } = await import('ioredis');
    const { redisStore } = await import('./rate-limiter');
    const prefix = `test-${process.pid}-${Date.now()}:`;
    const limiter = createRateLimiter(redisStore(new Redis(redisUrl ?? ''), prefix));
    const other = createRateLimiter(redisStore(new Redis(redisUrl ?? ''), prefix));
    const limit = { name: 'r', max: 2, windowMs: 5_000 };
    await limiter.hit(limit, 'k');
    await other.hit(limit, 'k');
    const wait = await limiter.blocked(limit, 'k');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(5);
    expect(await other.consume(limit, 'k')).toBeGreaterThan(0);
    // A refund takes back one of the three; an absent key is not created by one (no counter without expiry).
    await limiter.refund(limit, 'k');
    await limiter.refund(limit, 'k');
    expect(await limiter.blocked(limit, 'k')).toBe(0);
    await limiter.refund(limit, 'absent');
    const raw = new Redis(redisUrl ?? '');
    expect(await raw.exists(`${prefix}r:absent`)).toBe(0);
    await raw.quit();
    await limiter.close();
    await other.close();
  });
});
