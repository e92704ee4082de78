import { buddhistYear } from './site';

describe('buddhistYear', () => {
  it('adds 543 to the year in Bangkok', () => {
    expect(buddhistYear(new Date('2026-06-01T00:00:00Z'))).toBe(2569);
  });
  it('uses Bangkok time at the turn of the year', () => {
    // 31 Dec 2025 20:00 UTC is already 1 Jan 2026 in Bangkok (UTC+7).
    expect(buddhistYear(new Date('2025-12-31T20:00:00Z'))).toBe(2569);
  });
});
