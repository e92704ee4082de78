import { epgOpeningMinute } from './epg-opening';

describe('epgOpeningMinute', () => {
  it('opens at the hour on air when the programmes on air began on it or after it', () => {
    expect(epgOpeningMinute(21 * 60 + 40, [21 * 60 + 30])).toBe(21 * 60);
    expect(epgOpeningMinute(14 * 60 + 5, [14 * 60, 14 * 60])).toBe(14 * 60);
    expect(epgOpeningMinute(9 * 60 + 59.5, [])).toBe(9 * 60);
  });

  it('opens where the earliest programme on air began, when that was before the hour', () => {
    // 21:10, a documentary of 20:00–21:30 on one channel and the news of 21:00 on another.
    expect(epgOpeningMinute(21 * 60 + 10, [20 * 60, 21 * 60])).toBe(20 * 60);
    expect(epgOpeningMinute(13 * 60 + 50, [13 * 60 - 15])).toBe(13 * 60 - 15);
  });

  it('goes back no more than two hours before the hour on air, nor before midnight', () => {
    // 04:30 in a programme of 00:00–05:00.
    expect(epgOpeningMinute(4 * 60 + 30, [0])).toBe(2 * 60);
    expect(epgOpeningMinute(0 * 60 + 20, [0])).toBe(0);
    // A programme that began yesterday is clamped to the day's start by the grid.
    expect(epgOpeningMinute(1 * 60 + 20, [0])).toBe(0);
  });
});
