import { bangkokDay } from './format';

/** The schedule offers today and this many days either side (Asia/Bangkok). */
export const SCHEDULE_RANGE = 7;

/** YYYY-MM-DD of every day the schedule offers, oldest first. */
export function scheduleDays(now: Date): string[] {
  return Array.from({ length: SCHEDULE_RANGE * 2 + 1 }, (_, i) => bangkokDay(now, i - SCHEDULE_RANGE));
}
