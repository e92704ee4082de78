import { afterHead, buildOfServerTiming, refreshDelay, RELOAD_AGAIN_MS, RETRY_MS, SLOW_RETRY_MS } from './refresh-when-stale';

describe('refreshDelay', () => {
  const staleAt = Date.parse('2026-11-27T17:00:00Z');

  it('waits until the page goes out of date, and the spread on top', () => {
    expect(refreshDelay({ now: staleAt - 90_000, staleAt, tries: 0 })).toBe(90_000);
    expect(refreshDelay({ now: staleAt - 90_000, staleAt, tries: 0, spread: 12_345 })).toBe(102_345);
    // However many refreshes came before: a page in date has none pending.
    expect(refreshDelay({ now: staleAt - 1, staleAt, tries: RETRY_MS.length + 3, lastTry: staleAt - 2 })).toBe(1);
  });

  it('refreshes a page out of date at once, then after 10, 30 and 60 s, then every 5 minutes', () => {
    const later = staleAt + 6 * 3_600_000;
    expect([0, 1, 2, 3, 4, 5, 50].map((tries) => refreshDelay({ now: later, staleAt, tries, lastTry: later, spread: 12_345 }))).toEqual([0, 10_000, 30_000, 60_000, SLOW_RETRY_MS, SLOW_RETRY_MS, SLOW_RETRY_MS]);
    expect(SLOW_RETRY_MS).toBe(300_000);
  });

  it("counts a retry's delay from the last try: a tab shown again waits out the rest, no more", () => {
    const lastTry = staleAt + 3_600_000;
    // The second try (10 s after the first) planned 4 s after the first, when the tab is shown again.
    expect(refreshDelay({ now: lastTry + 4_000, staleAt, tries: 1, lastTry })).toBe(6_000);
    // Shown again long after the delay ran out: at once.
    expect(refreshDelay({ now: lastTry + 45 * 60_000, staleAt, tries: 4, lastTry })).toBe(0);
    // The first try of a page found out of date does not wait for an earlier run of tries.
    expect(refreshDelay({ now: lastTry + 1_000, staleAt, tries: 0, lastTry })).toBe(0);
  });

  it('plans a page in date for weeks no further than a timer can wait', () => {
    expect(refreshDelay({ now: staleAt - 40 * 86_400_000, staleAt, tries: 0 })).toBe(2 ** 31 - 1);
  });
});

describe('buildOfServerTiming', () => {
  it('reads the build the web server names, among other timings', () => {
    expect(buildOfServerTiming('build;desc="b1d-42"')).toBe('b1d-42');
    expect(buildOfServerTiming('db;dur=53, build;desc="Xy_9.1"')).toBe('Xy_9.1');
    expect(buildOfServerTiming('build;desc=abc')).toBe('abc');
  });

  it('gives nothing where no build is named', () => {
    expect(buildOfServerTiming(null)).toBeUndefined();
    expect(buildOfServerTiming('rebuild;desc="x", db;dur=1')).toBeUndefined();
  });
});

describe('afterHead', () => {
  const now = Date.parse('2026-11-28T02:00:00Z');

  it('refreshes when the same build answers, or where either build is not known', () => {
    expect(afterHead({ served: 'a', current: 'a', inUse: true, now })).toBe('refresh');
    expect(afterHead({ served: undefined, current: 'b', inUse: false, now })).toBe('refresh');
    expect(afterHead({ served: 'a', current: undefined, inUse: false, now })).toBe('refresh');
  });

  it('after a deploy loads the page again, unless a player is in use', () => {
    expect(afterHead({ served: 'a', current: 'b', inUse: false, now })).toBe('reload');
    expect(afterHead({ served: 'a', current: 'b', reloaded: { build: 'old', at: now - 1_000 }, inUse: false, now })).toBe('reload');
    expect(afterHead({ served: 'a', current: 'b', inUse: true, now })).toBe('wait');
  });

  it('a page still served by the old build after loading it again for the new waits half an hour before the next', () => {
    const reloaded = { build: 'b', at: now - 60_000 };
    expect(afterHead({ served: 'a', current: 'b', reloaded, inUse: false, now })).toBe('wait');
    expect(afterHead({ served: 'a', current: 'b', reloaded, inUse: false, now: reloaded.at + RELOAD_AGAIN_MS - 1 })).toBe('wait');
    expect(afterHead({ served: 'a', current: 'b', reloaded, inUse: false, now: reloaded.at + RELOAD_AGAIN_MS })).toBe('reload');
    expect(RELOAD_AGAIN_MS).toBe(30 * 60_000);
  });
});
