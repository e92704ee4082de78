import { bangkokDay, formatDate, formatDuration, formatTime, minutesIntoDay, nextBangkokMidnight } from './format';

describe('formats', () => {
  it('durations', () => {
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
  it('Bangkok days and times', () => {
    expect(bangkokDay(new Date('2026-03-09T17:30:00Z'))).toBe('2026-03-10');
    expect(bangkokDay(new Date('2026-03-09T17:30:00Z'), -8)).toBe('2026-03-02');
    expect(formatTime('2026-03-09T23:05:00Z')).toBe('06:05');
    expect(minutesIntoDay('2026-03-09T23:00:00Z', '2026-03-10')).toBe(360);
    // 00:00 Bangkok is 17:00 UTC the day before; midnight itself belongs to the day it begins.
    expect(new Date(nextBangkokMidnight(new Date('2026-03-09T16:59:59Z'))).toISOString()).toBe('2026-03-09T17:00:00.000Z');
    expect(new Date(nextBangkokMidnight(new Date('2026-03-09T17:00:00Z'))).toISOString()).toBe('2026-03-10T17:00:00.000Z');
  });
  it('Thai dates are in the Buddhist era', () => {
    expect(formatDate('2026-03-10T05:00:00Z', 'th', { year: 'numeric' })).toContain('2569');
    expect(formatDate('2026-03-10T05:00:00Z', 'en', { year: 'numeric' })).toBe('2026');
  });
});
