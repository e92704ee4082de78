import { bangkokDay, formatDate, formatDuration, formatTime, minutesIntoDay } from './format';

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
  });
  it('Thai dates are in the Buddhist era', () => {
    expect(formatDate('2026-03-10T05:00:00Z', 'th', { year: 'numeric' })).toContain('2569');
    expect(formatDate('2026-03-10T05:00:00Z', 'en', { year: 'numeric' })).toBe('2026');
  });
});
