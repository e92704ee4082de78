import { and, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { channels, programmes } from '../db/schema';
import { bangkokDate, bangkokMidnight, buildScheduleDay } from './schedule';

/** Today and the next seven days (Bangkok calendar), as far as the day picker goes: what the top-up keeps scheduled. */
export const TOP_UP_DAY_OFFSETS = [0, 1, 2, 3, 4, 5, 6, 7] as const;
// Serialises concurrent top-ups (several backend replicas on one PostgreSQL); not the seed's lock id.
const TOP_UP_LOCK_ID = 727_002;

/**
 * The seed schedules the day picker's fortnight once (a week back, a week ahead), so a long-running demo
 * would run out of programmes. This adds,
 * for every channel, each day of today … +7 that has no programme starting in it, built as the seed
 * would have built it. Days already covered, past days and existing rows are left alone; a day whose
 * start an earlier programme runs into begins where that programme ends, so nothing overlaps. A
 * rerun is a no-op. Returns how many programmes it added.
 */
export async function topUpSchedule(db: Database, options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const from = bangkokMidnight(now, TOP_UP_DAY_OFFSETS[0]);
  const to = bangkokMidnight(now, TOP_UP_DAY_OFFSETS.length);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TOP_UP_LOCK_ID})`);
    const channelRows = await tx.select({ id: channels.id, nameTh: channels.nameTh, nameEn: channels.nameEn }).from(channels);
    const existing = await tx
      .select({ channelId: programmes.channelId, startsAt: programmes.startsAt, endsAt: programmes.endsAt })
      .from(programmes)
      .where(and(lt(programmes.startsAt, to), gt(programmes.endsAt, from)));
    let added = 0;
    for (const channel of channelRows) {
      const own = existing.filter((p) => p.channelId === channel.id);
      const covered = new Set(own.map((p) => bangkokDate(p.startsAt)));
      const values = TOP_UP_DAY_OFFSETS.flatMap((offset) => {
        const midnight = bangkokMidnight(now, offset);
        if (covered.has(bangkokDate(midnight))) return [];
        // Nothing starts in this day, so only programmes from before midnight can reach into it.
        const freeFrom = Math.max(midnight.getTime(), ...own.filter((p) => p.startsAt < midnight).map((p) => p.endsAt.getTime()));
        return buildScheduleDay(channel, now, offset)
          .filter((p) => p.endsAt.getTime() > freeFrom)
          .map((p) => (p.startsAt.getTime() < freeFrom ? { ...p, startsAt: new Date(freeFrom) } : p));
      });
      if (values.length === 0) continue;
      // One insert per channel, as the seed does: well under PostgreSQL's limit of bound parameters.
      await tx.insert(programmes).values(values);
      added += values.length;
    }
    return added;
  });
}
