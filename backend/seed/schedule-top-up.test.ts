import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { ChannelEventResponseSchema } from '../../lib/contract';
import { channels, programmes } from '../db/schema';
import { createTestApp, createTestDatabase, type TestApp } from '../testing/test-app';
import { bangkokDate, bangkokMidnight, SCHEDULE_DAY_OFFSETS } from './schedule';
import { TOP_UP_DAY_OFFSETS, topUpSchedule } from './schedule-top-up';
import { seedIfEmpty } from './seed';

const DAY_MS = 86_400_000;
const NOW = new Date('2025-03-15T20:30:00Z'); // 03:30 on 16 March in Bangkok
const LATER = new Date(NOW.getTime() + 10 * DAY_MS); // 26 March in Bangkok: the seed's week is over
const SLOTS_PER_DAY = 16;

let clock = NOW.getTime();
let t: TestApp;
let seededChannelIds: number[];
beforeAll(async () => {
  t = await createTestApp({ now: NOW, clock: () => clock });
  seededChannelIds = (await t.db.select({ id: channels.id }).from(channels)).map((c) => c.id);
});
afterAll(async () => {
  await t.close();
});

const programmesOf = (channelId: number) =>
  t.db.select().from(programmes).where(eq(programmes.channelId, channelId)).orderBy(asc(programmes.startsAt), asc(programmes.id));

/** Every programme of the channel starts at or after the previous one's end. */
function expectNoOverlap(rows: { startsAt: Date; endsAt: Date }[]) {
  rows.slice(1).forEach((p, index) => expect(p.startsAt.getTime()).toBeGreaterThanOrEqual(rows[index]?.endsAt.getTime() ?? 0));
}

/** Today … +7 of `now`, each filled from 00:00 to 24:00 Bangkok time without gaps. */
function expectWeekCovered(rows: { startsAt: Date; endsAt: Date }[], now: Date) {
  for (const offset of TOP_UP_DAY_OFFSETS) {
    const midnight = bangkokMidnight(now, offset);
    const day = rows.filter((p) => bangkokDate(p.startsAt) === bangkokDate(midnight));
    expect(day).toHaveLength(SLOTS_PER_DAY);
    expect(day[0]?.startsAt).toEqual(midnight);
    expect(day.at(-1)?.endsAt).toEqual(bangkokMidnight(now, offset + 1));
    day.slice(1).forEach((p, index) => expect(p.startsAt).toEqual(day[index]?.endsAt));
  }
}

async function addChannel(slug: string) {
  const [row] = await t.db
    .insert(channels)
    .values({ slug, nameTh: `ช่อง ${slug}`, nameEn: `Channel ${slug}`, icon: '', streamUrl: `/hls/live/${slug}/index.m3u8`, sortOrder: 100 })
    .returning({ id: channels.id });
  if (!row) throw new Error('channel not inserted');
  return row.id;
}

async function channelEvent(id: number) {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/channel/event', payload: { id, language: 'en' } });
  return ChannelEventResponseSchema.parse(response.json()).result;
}

describe('topUpSchedule', () => {
  it("adds nothing right after the seed, at the seed's own time", async () => {
    expect(await topUpSchedule(t.db, { now: NOW })).toBe(0);
  });

  it('ten days on, fills today … +7 as the seed would have, leaving the older rows alone', async () => {
    const before = await t.db.select().from(programmes).orderBy(asc(programmes.id));
    clock = LATER.getTime();
    // The bug this fixes: a week after the seed, live channels had no now/next.
    expect((await channelEvent(1)).now).toBeNull();

    expect(await topUpSchedule(t.db, { now: LATER })).toBe(seededChannelIds.length * TOP_UP_DAY_OFFSETS.length * SLOTS_PER_DAY);

    const after = await t.db.select().from(programmes).orderBy(asc(programmes.id));
    expect(after.slice(0, before.length)).toEqual(before);
    for (const id of seededChannelIds) {
      const rows = await programmesOf(id);
      expectNoOverlap(rows);
      expectWeekCovered(rows, LATER);
      // The seed's days (9 … 23 March) and the new ones, nothing in between.
      expect(new Set(rows.map((p) => bangkokDate(p.startsAt))).size).toBe(SCHEDULE_DAY_OFFSETS.length + TOP_UP_DAY_OFFSETS.length);
    }

    // Titles and rotation match what a seed at that time makes for those days.
    const reference = await createTestDatabase();
    try {
      await seedIfEmpty(reference.db, { now: LATER });
      const week = (db: TestApp['db']) =>
        db
          .select({
            channelId: programmes.channelId,
            titleTh: programmes.titleTh,
            titleEn: programmes.titleEn,
            descriptionTh: programmes.descriptionTh,
            descriptionEn: programmes.descriptionEn,
            startsAt: programmes.startsAt,
            endsAt: programmes.endsAt,
          })
          .from(programmes)
          .where(
            and(
              inArray(programmes.channelId, seededChannelIds),
              gte(programmes.startsAt, bangkokMidnight(LATER, 0)),
              lt(programmes.startsAt, bangkokMidnight(LATER, TOP_UP_DAY_OFFSETS.length)),
            ),
          )
          .orderBy(asc(programmes.channelId), asc(programmes.startsAt));
      expect(await week(t.db)).toEqual(await week(reference.db));
    } finally {
      await reference.close();
    }

    const event = await channelEvent(1);
    expect(Date.parse(event.now?.startsAt ?? '')).toBeLessThanOrEqual(clock);
    expect(Date.parse(event.now?.endsAt ?? '')).toBeGreaterThan(clock);
    expect(event.next?.startsAt).toBe(event.now?.endsAt);
  });

  it('adds nothing when run again', async () => {
    const [before] = await t.db.select({ n: count() }).from(programmes);
    expect(await topUpSchedule(t.db, { now: LATER })).toBe(0);
    expect(await topUpSchedule(t.db, { now: new Date(LATER.getTime() + 3_600_000) })).toBe(0);
    const [after] = await t.db.select({ n: count() }).from(programmes);
    expect(after?.n).toBe(before?.n);
  });

  it('gives a channel added later its seven days', async () => {
    const id = await addChannel('added-later');
    expect(await topUpSchedule(t.db, { now: LATER })).toBe(TOP_UP_DAY_OFFSETS.length * SLOTS_PER_DAY);
    const rows = await programmesOf(id);
    expect(rows).toHaveLength(TOP_UP_DAY_OFFSETS.length * SLOTS_PER_DAY);
    expectNoOverlap(rows);
    expectWeekCovered(rows, LATER);
    expect(rows.every((p) => p.descriptionEn.endsWith('on Channel added-later'))).toBe(true);
  });

  it('starts a day where a programme from the evening before ends', async () => {
    const id = await addChannel('late-show');
    // Today 22:00 to tomorrow 01:30 in Bangkok: today counts as covered, tomorrow begins at 01:30.
    const lateShow = {
      channelId: id,
      titleTh: 'รายการดึก',
      titleEn: 'Late Show',
      descriptionTh: '',
      descriptionEn: '',
      startsAt: new Date(bangkokMidnight(LATER, 0).getTime() + 22 * 3_600_000),
      endsAt: new Date(bangkokMidnight(LATER, 1).getTime() + 90 * 60_000),
    };
    await t.db.insert(programmes).values(lateShow);
    expect(await topUpSchedule(t.db, { now: LATER })).toBe((TOP_UP_DAY_OFFSETS.length - 1) * SLOTS_PER_DAY);
    const rows = await programmesOf(id);
    expectNoOverlap(rows);
    expect(rows[0]).toMatchObject(lateShow);
    expect(rows[1]).toMatchObject({ titleEn: 'Overnight Replays', startsAt: lateShow.endsAt, endsAt: new Date(bangkokMidnight(LATER, 1).getTime() + 5 * 3_600_000) });
    expect(rows.at(-1)?.endsAt).toEqual(bangkokMidnight(LATER, TOP_UP_DAY_OFFSETS.length));
  });

  it('adds the days once when several replicas top up at the same moment', async () => {
    const id = await addChannel('two-replicas');
    // On PostgreSQL, open the pool's connections first, so both transactions start at once rather than one behind a connect.
    await Promise.all([1, 2, 3].map(() => t.db.execute(sql`select 1`)));
    const added = await Promise.all([1, 2, 3].map(() => topUpSchedule(t.db, { now: LATER })));
    expect(added.toSorted()).toEqual([0, 0, TOP_UP_DAY_OFFSETS.length * SLOTS_PER_DAY]);
    expect(await programmesOf(id)).toHaveLength(TOP_UP_DAY_OFFSETS.length * SLOTS_PER_DAY);
  });
});
