import { and, asc, gt, lt } from 'drizzle-orm';
import type { Language, Schedule } from '../../lib/contract';
import type { Database } from '../db/client';
import { programmes } from '../db/schema';
import { bangkokDate } from '../seed/schedule';

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** UTC instants of 00:00 and 24:00 in Bangkok on a YYYY-MM-DD day. */
export function bangkokDayBounds(date: string): { start: Date; end: Date } {
  const start = new Date(Date.parse(`${date}T00:00:00Z`) - BANGKOK_OFFSET_MS);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

export function createScheduleRepository(db: Database) {
  return {
    /** Programmes of every channel overlapping the Bangkok day `date` (today by default). */
    async day(
      language: Language,
      channelList: { id: number; name: string; icon: string }[],
      date = bangkokDate(new Date()),
    ): Promise<Schedule> {
      const { start, end } = bangkokDayBounds(date);
      const rows = await db
        .select()
        .from(programmes)
        .where(and(lt(programmes.startsAt, end), gt(programmes.endsAt, start)))
        .orderBy(asc(programmes.channelId), asc(programmes.startsAt));
      return {
        date,
        channels: channelList.map((channel) => ({
          channel,
          programmes: rows
            .filter((row) => row.channelId === channel.id)
            .map((row) => ({
              id: row.id,
              channel: row.channelId,
              title: language === 'th' ? row.titleTh : row.titleEn,
              description: language === 'th' ? row.descriptionTh : row.descriptionEn,
              startsAt: row.startsAt.toISOString(),
              endsAt: row.endsAt.toISOString(),
              video: row.videoId,
            })),
        })),
      };
    },
  };
}
export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;
