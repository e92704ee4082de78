import { CALM_AFTER_MS, isSlow, recordStall, SLOW_AFTER_MS, STALL_WINDOW_MS, type Stall } from './use-slow-wait';

describe('isSlow', () => {
  it('says nothing while it plays, nor in the first seconds of a stall; says it once one stall lasts', () => {
    expect(isSlow([], 1_000, false)).toBe(false);
    const stall = [{ from: 10_000, to: null }];
    expect(isSlow(stall, 10_000 + SLOW_AFTER_MS - 1, false)).toBe(false);
    expect(isSlow(stall, 10_000 + SLOW_AFTER_MS, false)).toBe(true);
  });

  it('adds up short stalls within the window: a connection that brings every segment late', () => {
    // Waits 2 s out of every 4 s.
    const stalls: Stall[] = [
      { from: 0, to: 2_000 },
      { from: 4_000, to: 6_000 },
    ];
    expect(isSlow([...stalls, { from: 8_000, to: null }], 8_999, false)).toBe(false);
    expect(isSlow([...stalls, { from: 8_000, to: null }], 9_000, false)).toBe(true);
    // The same stalls longer ago than the window count for nothing.
    const later = STALL_WINDOW_MS + 6_000;
    expect(isSlow([...stalls, { from: later, to: null }], later + 1_000, false)).toBe(false);
  });

  it('says it only during a stall, and once said, keeps it until playback has gone on without one', () => {
    const ended: Stall[] = [{ from: 0, to: 20_000 }];
    expect(isSlow(ended, 20_001, false)).toBe(false);
    expect(isSlow(ended, 20_000 + CALM_AFTER_MS - 1, true)).toBe(true);
    expect(isSlow(ended, 20_000 + CALM_AFTER_MS, true)).toBe(false);
    expect(isSlow([{ from: 0, to: null }], 100, true)).toBe(true);
  });
});

describe('recordStall', () => {
  it('opens a stall when the player waits and closes it when it plays again, each once', () => {
    let stalls = recordStall([], true, false, 1_000);
    expect(stalls).toEqual([{ from: 1_000, to: null }]);
    expect(recordStall(stalls, true, false, 1_500)).toEqual(stalls);
    stalls = recordStall(stalls, false, false, 3_000);
    expect(stalls).toEqual([{ from: 1_000, to: 3_000 }]);
    expect(recordStall(stalls, false, false, 3_500)).toEqual(stalls);
  });

  it('forgets stalls that ended before the window, and everything on a pause', () => {
    const stalls = [{ from: 0, to: 1_000 }];
    expect(recordStall(stalls, true, false, 1_000 + STALL_WINDOW_MS)).toEqual([{ from: 1_000 + STALL_WINDOW_MS, to: null }]);
    expect(recordStall([{ from: 0, to: null }], false, true, 10)).toEqual([]);
  });
});
