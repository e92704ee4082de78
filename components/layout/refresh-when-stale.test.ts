import { refreshDelay, RETRY_MS } from './refresh-when-stale';

describe('refreshDelay', () => {
  const staleAt = Date.parse('2026-11-27T17:00:00Z');

  it('waits until the page goes out of date', () => {
    expect(refreshDelay(staleAt - 90_000, staleAt, 0)).toBe(90_000);
    // However many refreshes came before: a page in date has none pending.
    expect(refreshDelay(staleAt - 1, staleAt, RETRY_MS.length)).toBe(1);
  });

  it('refreshes a page out of date at once, then retries with growing delays, then stops', () => {
    const later = staleAt + 6 * 3_600_000;
    expect(refreshDelay(later, staleAt, 0)).toBe(0);
    expect(refreshDelay(later, staleAt, 1)).toBe(10_000);
    expect(refreshDelay(later, staleAt, 2)).toBe(30_000);
    expect(refreshDelay(later, staleAt, 3)).toBe(60_000);
    expect(refreshDelay(later, staleAt, 4)).toBeNull();
  });

  it('plans a page in date for weeks no further than a timer can wait', () => {
    expect(refreshDelay(staleAt - 40 * 86_400_000, staleAt, 0)).toBe(2 ** 31 - 1);
  });
});
