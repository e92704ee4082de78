import { SCHEDULE_RANGE } from '../../lib/schedule-days';

/** Asia/Bangkok is UTC+7 all year (no daylight saving), so plain arithmetic is exact. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** UTC instant of 00:00 in Bangkok on the Bangkok day containing `now`, shifted by `dayOffset` days. */
export function bangkokMidnight(now: Date, dayOffset = 0): Date {
  const local = now.getTime() + BANGKOK_OFFSET_MS;
  const midnightLocal = Math.floor(local / DAY_MS) * DAY_MS;
  return new Date(midnightLocal - BANGKOK_OFFSET_MS + dayOffset * DAY_MS);
}

/** YYYY-MM-DD of the Bangkok calendar day of an instant. */
export function bangkokDate(instant: Date): string {
  return new Date(instant.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

type Pair = readonly [th: string, en: string];
interface Slot {
  start: number; // minutes after midnight
  titles: readonly Pair[]; // rotated by weekday
}

/** A broadcaster's day: contiguous slots from 00:00 to 24:00. */
const dailyLineup: readonly Slot[] = [
  { start: 0, titles: [['รายการย้อนหลังยามดึก', 'Overnight Replays']] },
  { start: 5 * 60, titles: [['ธรรมะรับอรุณ', 'Dhamma at Dawn']] },
  { start: 6 * 60, titles: [['ข่าวเช้า', 'Morning News']] },
  { start: 8 * 60, titles: [['ห้องเรียนทีวี', 'TV Classroom'], ['วิทย์คิดสนุก', 'Fun with Science']] },
  { start: 9 * 60, titles: [['สุขภาพดีกับหมอ', 'Good Health with the Doctor'], ['ชีวิตยืนยาว', 'Living Longer']] },
  { start: 10 * 60, titles: [['เกษตรก้าวหน้า', 'Modern Farming'], ['คนเกษตร', 'Farm Folk']] },
  { start: 11 * 60, titles: [['สารคดีเปิดโลก', 'Open World Documentary'], ['ธรรมชาติสยาม', 'Nature of Siam']] },
  { start: 12 * 60, titles: [['ข่าวเที่ยง', 'Midday News']] },
  { start: 13 * 60, titles: [['มรดกไทย', 'Thai Heritage'], ['เพลินศิลป์', 'The Joy of Art']] },
  { start: 15 * 60, titles: [['ข่าวภูมิภาค', 'Regional News']] },
  { start: 16 * 60, titles: [['บันเทิงสุดสัปดาห์', 'Weekend Entertainment'], ['ลูกทุ่งเสียงทอง', 'Golden Voice of Luk Thung']] },
  { start: 17 * 60, titles: [['สนามกีฬา', 'Sports Arena'], ['กีฬาเพื่อมวลชน', 'Sport for All']] },
  { start: 18 * 60, titles: [['ข่าวค่ำ', 'Evening News']] },
  { start: 20 * 60, titles: [['สารคดีเฉลิมพระเกียรติ', 'Royal Projects Documentary'], ['ร่องรอยแผ่นดิน', 'Traces of the Land']] },
  { start: 21 * 60 + 30, titles: [['เวทีความคิด', 'Public Forum'], ['คุยกับนายกฯ', 'Talk with the Prime Minister']] },
  { start: 23 * 60, titles: [['สรุปข่าวรอบวัน', 'News Wrap']] },
];

export interface ProgrammeSeed {
  channelId: number;
  titleTh: string;
  titleEn: string;
  descriptionTh: string;
  descriptionEn: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Days −7 … +7 around `now` (Bangkok calendar): every day the schedule's day picker offers
 * (lib/schedule-days.ts), so a new install's past days are not empty (it seeded from yesterday only).
 */
export const SCHEDULE_DAY_OFFSETS: readonly number[] = Array.from({ length: SCHEDULE_RANGE * 2 + 1 }, (_, i) => i - SCHEDULE_RANGE);

type ScheduleChannel = { id: number; nameTh: string; nameEn: string };

export function buildSchedule(channel: ScheduleChannel, now: Date): ProgrammeSeed[] {
  return SCHEDULE_DAY_OFFSETS.flatMap((offset) => buildScheduleDay(channel, now, offset));
}

/**
 * One Bangkok day of a channel, `offset` days from the day containing `now`: the same titles
 * whenever it is built, so the seed and the top-up (schedule-top-up.ts) agree.
 */
export function buildScheduleDay(channel: ScheduleChannel, now: Date, offset: number): ProgrammeSeed[] {
  const midnight = bangkokMidnight(now, offset);
  const weekday = new Date(midnight.getTime() + BANGKOK_OFFSET_MS).getUTCDay();
  return dailyLineup.flatMap((slot, index) => {
    const nextStart = dailyLineup[index + 1]?.start ?? 24 * 60;
    // Rotate by weekday and channel so neighbouring days and channels differ.
    const title = slot.titles[(weekday + channel.id) % slot.titles.length] ?? slot.titles[0];
    if (!title) return [];
    return {
      channelId: channel.id,
      titleTh: title[0],
      titleEn: title[1],
      descriptionTh: `${title[0]} ทาง${channel.nameTh}`,
      descriptionEn: `${title[1]} on ${channel.nameEn}`,
      startsAt: new Date(midnight.getTime() + slot.start * 60_000),
      endsAt: new Date(midnight.getTime() + nextStart * 60_000),
    };
  });
}
