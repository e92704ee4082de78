import { CALM_AFTER_MS, isSlow, recordStall, SLOW_AFTER_MS, STALL_WINDOW_MS, type Stall } from './use-slow-wait';

const stall = (from: number, to: number | null, seek = false): Stall => ({ from, to, seek });

describe('isSlow', () => {
  it('says nothing while it plays, nor in the first seconds of a stall; says it once one stall lasts', () => {
    expect(isSlow([], 1_000, false)).toBe(false);
    expect(isSlow([stall(10_000, null)], 10_000 + SLOW_AFTER_MS - 1, false)).toBe(false);
    expect(isSlow([stall(10_000, null)], 10_000 + SLOW_AFTER_MS, false)).toBe(true);
  });

  it('adds up short stalls within the window: a connection that brings every segment late', () => {
    // Waits 2 s out of every 4 s.
    const stalls = [stall(0, 2_000), stall(4_000, 6_000)];
    expect(isSlow([...stalls, stall(8_000, null)], 8_999, false)).toBe(false);
    expect(isSlow([...stalls, stall(8_000, null)], 9_000, false)).toBe(true);
    // The same stalls longer ago than the window count for nothing.
    const later = STALL_WINDOW_MS + 6_000;
    expect(isSlow([...stalls, stall(later, null)], later + 1_000, false)).toBe(false);
  });

  it("does not add up the viewer's seeks (a seek bar dragged), but a seek that lasts is slow too", () => {
    const seeks = [stall(0, 2_000, true), stall(3_000, 5_000, true)];
    expect(isSlow([...seeks, stall(6_000, null, true)], 8_000, false)).toBe(false);
    expect(isSlow([...seeks, stall(6_000, null, true)], 6_000 + SLOW_AFTER_MS, false)).toBe(true);
    // A stall of playback after them counts only its own time.
    expect(isSlow([...seeks, stall(6_000, null)], 8_000, false)).toBe(false);
  });

  it('says it only during a stall, and once said, keeps it until playback has gone on without one', () => {
    const ended = [stall(0, 20_000)];
    expect(isSlow(ended, 20_001, false)).toBe(false);
    expect(isSlow(ended, 20_000 + CALM_AFTER_MS - 1, true)).toBe(true);
    expect(isSlow(ended, 20_000 + CALM_AFTER_MS, true)).toBe(false);
    expect(isSlow([stall(0, null)], 100, true)).toBe(true);
  });
});

describe('recordStall', () => {
  const at = (stalled: boolean, seeking = false, stopped = false) => ({ stalled, seeking, stopped });

  it('opens a stall when the player waits and closes it when it plays again, each once', () => {
    let stalls = recordStall([], at(true), 1_000);
    expect(stalls).toEqual([stall(1_000, null)]);
    expect(recordStall(stalls, at(true), 1_500)).toEqual(stalls);
    stalls = recordStall(stalls, at(false), 3_000);
    expect(stalls).toEqual([stall(1_000, 3_000)]);
    expect(recordStall(stalls, at(false), 3_500)).toEqual(stalls);
  });

  it('marks a stall that began with a seek', () => {
    expect(recordStall([], at(true, true), 10)).toEqual([stall(10, null, true)]);
  });

  it('forgets stalls that ended before the window, and everything when the viewer paused or it failed', () => {
    expect(recordStall([stall(0, 1_000)], at(true), 1_000 + STALL_WINDOW_MS)).toEqual([stall(1_000 + STALL_WINDOW_MS, null)]);
    expect(recordStall([stall(0, null)], at(false, false, true), 10)).toEqual([]);
  });
});
