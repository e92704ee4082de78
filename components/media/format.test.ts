import { formatDate, parseStartTime } from './format';

describe('media formatting', () => {
  it('shows Thai dates in the Buddhist era and Bangkok time', () => {
    expect(formatDate('th', '2026-03-09T18:00:00Z')).toContain('2569');
    expect(formatDate('th', '2026-03-09T18:00:00Z')).toContain('10');
    expect(formatDate('en', '2026-03-09T18:00:00Z')).toBe('10 March 2026');
  });
  it('reads ?t= as seconds or 1m30s', () => {
    expect(parseStartTime('90')).toBe(90);
    expect(parseStartTime('1m30s')).toBe(90);
    expect(parseStartTime('1h')).toBe(3600);
    expect(parseStartTime(['12', '3'])).toBe(12);
    expect(parseStartTime('abc')).toBeUndefined();
    expect(parseStartTime('')).toBeUndefined();
    expect(parseStartTime(undefined)).toBeUndefined();
  });
});
