import { asc, count, countDistinct, eq, sql } from 'drizzle-orm';
import {
  announcements,
  audioItems,
  banners,
  categories,
  channels,
  members,
  notifications,
  playlistItems,
  programmes,
  radioStations,
  siteStats,
  videos,
} from '../db/schema';
import { verifyPassword } from '../lib/passwords';
import { createTestDatabase, type TestDatabase } from '../testing/test-app';
import { bangkokDate, SCHEDULE_DAY_OFFSETS } from './schedule';
import { catalogueCounts, DEMO_MEMBER, inSentence, seedIfEmpty } from './seed';

const NOW = new Date('2025-03-15T20:30:00Z'); // 03:30 on 16 March in Bangkok
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  expect(await seedIfEmpty(t.db, { now: NOW })).toBe(true);
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 86_400_000;

describe('seed', () => {
  it('is idempotent: a second run changes nothing', async () => {
    const before = await catalogueCounts(t.db);
    expect(await seedIfEmpty(t.db, { now: new Date(NOW.getTime() + DAY_MS) })).toBe(false);
    expect(await catalogueCounts(t.db)).toEqual(before);
  });

  it('has the expected catalogue sizes', async () => {
    const counts = await catalogueCounts(t.db);
    expect(counts.channels).toBeGreaterThanOrEqual(8);
    expect(counts.categories).toBe(8);
    expect(counts.videos).toBe(200);
    expect(counts.radioStations).toBeGreaterThanOrEqual(30);
    expect(counts.playlists).toBeGreaterThanOrEqual(3);
    expect(counts.members).toBe(1);
    const [items] = await t.db.select({ n: count() }).from(playlistItems);
    expect(items?.n).toBeGreaterThan(0);
    const [audio] = await t.db.select({ n: count() }).from(audioItems);
    expect(audio?.n).toBeGreaterThan(0);
  });

  it('stores every name in Thai and English', async () => {
    const rows = [
      ...(await t.db.select({ th: channels.nameTh, en: channels.nameEn }).from(channels)),
      ...(await t.db.select({ th: categories.nameTh, en: categories.nameEn }).from(categories)),
      ...(await t.db.select({ th: videos.titleTh, en: videos.titleEn }).from(videos)),
      ...(await t.db.select({ th: radioStations.nameTh, en: radioStations.nameEn }).from(radioStations)),
    ];
    for (const row of rows) {
      expect(row.th).toMatch(/[\u0E00-\u0E7F]/);
      expect(row.en).not.toMatch(/[\u0E00-\u0E7F]/);
      expect(row.en.length).toBeGreaterThan(0);
    }
    const [channel] = await t.db.select().from(channels).orderBy(asc(channels.sortOrder)).limit(1);
    expect(channel).toMatchObject({ nameEn: 'NBT 2HD', nameTh: 'เอ็นบีที 2HD', icon: `/media/icon/channel/${channel?.id}.webp` });
    expect(channel?.streamUrl).toMatch(/\.m3u8$/);
  });

  it('places every radio station inside Thailand with an FM frequency', async () => {
    const stations = await t.db.select().from(radioStations);
    for (const station of stations) {
      expect(station.latitude).toBeGreaterThan(5.6);
      expect(station.latitude).toBeLessThan(20.5);
      expect(station.longitude).toBeGreaterThan(97.3);
      expect(station.longitude).toBeLessThan(105.7);
      expect(station.frequencyMhz).toBeGreaterThanOrEqual(87.5);
      expect(station.frequencyMhz).toBeLessThanOrEqual(108);
    }
    expect(stations.map((s) => s.provinceEn)).toEqual(expect.arrayContaining(['Chiang Mai', 'Khon Kaen', 'Songkhla', 'Phuket', 'Ubon Ratchathani']));
  });

  it('spreads 200 videos over the past year with posters, durations and all categories', async () => {
    const rows = await t.db.select().from(videos);
    expect(rows).toHaveLength(200);
    const times = rows.map((v) => v.publishedAt.getTime());
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime());
    expect(Math.min(...times)).toBeGreaterThan(NOW.getTime() - 366 * DAY_MS);
    expect(Math.min(...times)).toBeLessThan(NOW.getTime() - 300 * DAY_MS);
    for (const v of rows) {
      expect(v.thumbnail).toBe(`/media/poster/video/${v.id}.webp`);
      expect(v.durationSeconds).toBeGreaterThan(0);
    }
    const [distinct] = await t.db.select({ n: countDistinct(videos.categoryId) }).from(videos);
    expect(distinct?.n).toBe(8);
  });

  it('schedules every channel for every day the day picker offers, a week back to a week ahead (Bangkok days), without gaps', async () => {
    const channelRows = await t.db.select({ id: channels.id }).from(channels);
    const expectedDays = SCHEDULE_DAY_OFFSETS.map((offset) => bangkokDate(new Date(NOW.getTime() + offset * DAY_MS)));
    expect([expectedDays[0], expectedDays[7], expectedDays.at(-1)]).toEqual(['2025-03-09', '2025-03-16', '2025-03-23']);
    for (const channel of channelRows) {
      const rows = await t.db.select().from(programmes).where(eq(programmes.channelId, channel.id)).orderBy(asc(programmes.startsAt));
      const days = [...new Set(rows.map((p) => bangkokDate(p.startsAt)))];
      expect(days).toEqual(expectedDays);
      expect(days).toHaveLength(15);
      rows.slice(1).forEach((p, index) => expect(p.startsAt.getTime()).toBe(rows[index]?.endsAt.getTime()));
      // The first programme starts at 00:00 Bangkok time (17:00 UTC the day before).
      expect(rows[0]?.startsAt.toISOString()).toBe('2025-03-08T17:00:00.000Z');
    }
  });

  it('has banners in three sizes, a live announcement, notifications and the visit counter', async () => {
    const bannerRows = await t.db.select().from(banners);
    expect(bannerRows.length).toBeGreaterThan(0);
    for (const b of bannerRows) {
      expect([b.imageXl, b.imageMd, b.imageSm]).toEqual([`/media/banner/${b.id}-xl.webp`, `/media/banner/${b.id}-md.webp`, `/media/banner/${b.id}-sm.webp`]);
    }
    const [announcement] = await t.db.select().from(announcements);
    expect(announcement).toMatchObject({ show: true });
    expect(announcement?.messageTh).toMatch(/[\u0E00-\u0E7F]/);
    const [notes] = await t.db.select({ n: count() }).from(notifications);
    expect(notes?.n).toBeGreaterThan(0);
    const stats = await t.db.select().from(siteStats);
    expect(stats).toHaveLength(1);
  });

  it('creates the demo member with an argon2id hash', async () => {
    const [demo] = await t.db.select().from(members).where(eq(members.username, DEMO_MEMBER.username));
    expect(demo).toMatchObject({ email: 'demo@prd.example', firstname: 'สมชาย', lastname: 'ใจดี', language: 'th', role: 'member', thumbnail: '' });
    expect(demo?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(demo?.passwordHash ?? '', DEMO_MEMBER.password)).toBe(true);
  });

  it('is deterministic: the same date yields the same catalogue', async () => {
    const other = await createTestDatabase();
    try {
      await seedIfEmpty(other.db, { now: NOW });
      const pick = (db: TestDatabase['db']) =>
        db
          .select({ th: videos.titleTh, en: videos.titleEn, d: videos.durationSeconds, p: videos.publishedAt, c: videos.channelId })
          .from(videos)
          .orderBy(asc(videos.id));
      expect(await pick(other.db)).toEqual(await pick(t.db));
    } finally {
      await other.close();
    }
  });

  it('keeps proper nouns capitalised inside the English audio descriptions', async () => {
    expect(inSentence('The Loy Krathong festival')).toBe('the Loy Krathong festival');
    expect(inSentence('Thai food of the four regions')).toBe('Thai food of the four regions');
    expect(inSentence('Khon, the classical masked dance')).toBe('Khon, the classical masked dance');
    expect(inSentence('Hand-woven textiles of Isan')).toBe('hand-woven textiles of Isan');
    const rows = await t.db.select({ en: audioItems.descriptionEn }).from(audioItems);
    expect(rows.length).toBeGreaterThan(0);
    for (const { en } of rows) {
      expect(en).toMatch(/^Listen again: .+ on [a-zA-Z].*\.$/);
      expect(en).not.toMatch(/\b(thai|loy krathong|isan|khon|lanna)\b/);
    }
  });

  it('enforces case-insensitive unique usernames and e-mails', async () => {
    await expect(
      t.db.insert(members).values({ username: 'DEMO', email: 'x@prd.example', passwordHash: 'x', firstname: 'a', lastname: 'b' }),
    ).rejects.toThrow();
    await expect(
      t.db.insert(members).values({ username: 'someone', email: 'DEMO@prd.example', passwordHash: 'x', firstname: 'a', lastname: 'b' }),
    ).rejects.toThrow();
    const [n] = await t.db.select({ n: sql<number>`count(*)::int` }).from(members);
    expect(n?.n).toBe(1);
  });
});
