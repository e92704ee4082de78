import type { Programme } from '@/lib/contract';

import { liveStaleAt } from './live-stale-at';

const programme = (startsAt: string, endsAt: string) => ({ id: 1, title: 'News', startsAt, endsAt }) as unknown as Programme;

describe('liveStaleAt', () => {
  const now = new Date('2026-11-28T05:10:00Z'); // 12:10 in Bangkok

  it('is when the programme on now ends, or when the next begins', () => {
    expect(liveStaleAt({ now: programme('2026-11-28T05:00:00Z', '2026-11-28T06:00:00Z'), next: null }, now)).toBe(Date.parse('2026-11-28T06:00:00Z'));
    expect(liveStaleAt({ now: null, next: programme('2026-11-28T07:00:00Z', '2026-11-28T08:00:00Z') }, now)).toBe(Date.parse('2026-11-28T07:00:00Z'));
  });

  it("is half an hour on without either, and Bangkok midnight at the latest (today's programmes change)", () => {
    expect(liveStaleAt({ now: null, next: null }, now)).toBe(now.getTime() + 30 * 60_000);
    expect(liveStaleAt({ now: programme('2026-11-28T16:30:00Z', '2026-11-28T18:00:00Z'), next: null }, now)).toBe(Date.parse('2026-11-28T17:00:00Z'));
  });
});
