import { refreshDelay, RETRY_MS, SLOW_RETRY_MS } from './refresh-when-stale';

describe('refreshDelay', () => {
  const staleAt = Date.parse('2026-11-27T17:00:00Z');

  it('waits until the page goes out of date, and the spread on top', () => {
    expect(refreshDelay(staleAt - 90_000, staleAt, 0)).toBe(90_000);
    expect(refreshDelay(staleAt - 90_000, staleAt, 0, 12_345)).toBe(102_345);
    // However many refreshes came before: a page in date has none pending.
    expect(refreshDelay(staleAt - 1, staleAt, RETRY_MS.length + 3)).toBe(1);
  });

  it('refreshes a page out of date at once, then after 10, 30 and 60 s, then every 5 minutes', () => {
    const later = staleAt + 6 * 3_600_000;
    expect([0, 1, 2, 3, 4, 5, 50].map((tries) => refreshDelay(later, staleAt, tries, 12_345))).toEqual([0, 10_000, 30_000, 60_000, SLOW_RETRY_MS, SLOW_RETRY_MS, SLOW_RETRY_MS]);
    expect(SLOW_RETRY_MS).toBe(300_000);
  });

  it('plans a page in date for weeks no further than a timer can wait', () => {
    expect(refreshDelay(staleAt - 40 * 86_400_000, staleAt, 0)).toBe(2 ** 31 - 1);
  });
});
