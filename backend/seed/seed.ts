import { asc, count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  announcements,
  audioItems,
  banners,
  categories,
  channels,
  members,
  notifications,
  playlistItems,
  playlists,
  programmes,
  radioStations,
  siteStats,
  videos,
} from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { indexSearchEntries } from '../repositories/search-repository';
import { BANNER_SIZES } from '../media/paths';
import { createRandom } from './random';
import { buildSchedule } from './schedule';
import { categorySeeds, channelSeeds, radioSeeds } from './stations';
import { audioWords, videoWords } from './word-lists';

export const DEMO_MEMBER = {
  username: 'demo',
  email: 'demo@prd.example',
  password: 'Demo12345',
  firstname: 'สมชาย',
  lastname: 'ใจดี',
  language: 'th',
  role: 'member',
  thumbnail: '',
} as const;

/** Proper nouns a topic may begin with (word-lists.ts): inside a sentence they keep their capital. */
const PROPER_NOUNS = new Set(['ASEAN', 'Andaman', 'Ayutthaya', 'Bangkok', 'Doi', 'Isan', 'Khao', 'Khon', 'Lanna', 'Loy', 'Mekong', 'Met', 'Muay', 'Sukhothai', 'Thai', 'Thailand']);

/**
 * A title-style phrase as it reads inside a sentence: "the Loy Krathong festival", "Thai food of the four
 * regions", "preventing dengue fever". Only its first letter may go lower case, and not a proper noun's.
 */
export function inSentence(phrase: string): string {
  const first = phrase.split(/[\s,:–-]/, 1)[0] ?? '';
  return PROPER_NOUNS.has(first) ? phrase : phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

export const VIDEO_COUNT = 200;
export const AUDIO_COUNT = 16;
export const HOME_STAT_KEY = 'home';
// Serialises concurrent seeders (several backend replicas on one PostgreSQL).
const SEED_LOCK_ID = 727_001;
const DAY_MS = 24 * 60 * 60 * 1000;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Loads the demo catalogue when the database has none. Deterministic: the same
 * `now` always yields the same rows (dates are relative to it). Runs in one
 * transaction, so a failed seed leaves nothing behind and is retried next start.
 */
export async function seedIfEmpty(db: Database, options: { now?: Date } = {}): Promise<boolean> {
  const now = options.now ?? new Date();
  // Hash outside the transaction: argon2 takes a while and needs no lock.
  const passwordHash = await hashPassword(DEMO_MEMBER.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ n: count() }).from(channels);
    if ((existing?.n ?? 0) > 0) return false;
    await seedCatalogue(tx, now);
    await seedMembers(tx, now, passwordHash);
    await tx.insert(siteStats).values({ key: HOME_STAT_KEY, visit: 0 }).onConflictDoNothing();
    return true;
  });
}

async function seedCatalogue(tx: Tx, now: Date): Promise<void> {
  const random = createRandom(20_240_601);

  const channelRows = await tx
    .insert(channels)
    .values(
      channelSeeds.map((c, index) => ({
        slug: c.slug,
        nameTh: c.th,
        nameEn: c.en,
        descriptionTh: c.dth,
        descriptionEn: c.den,
        icon: '',
        streamUrl: `/hls/live/${c.slug}/index.m3u8`,
        sortOrder: index + 1,
      })),
    )
    .returning({ id: channels.id, nameTh: channels.nameTh, nameEn: channels.nameEn });
  await tx.update(channels).set({ icon: sql`concat('/media/icon/channel/', ${channels.id}, '.webp')` });

  await tx.insert(radioStations).values(
    radioSeeds.map((r, index) => ({
      nameTh: `สวท.${r.th}`,
      nameEn: `Radio Thailand ${r.en}`,
      provinceTh: r.th,
      provinceEn: r.en,
      band: 'FM',
      frequencyMhz: r.fm,
      latitude: r.lat,
      longitude: r.lng,
      icon: '',
      streamUrl: `/hls/radio/${index + 1}/index.m3u8`,
      sortOrder: index + 1,
    })),
  );
  await tx.update(radioStations).set({
    icon: sql`concat('/media/icon/radio/', ${radioStations.id}, '.webp')`,
    streamUrl: sql`concat('/hls/radio/', ${radioStations.id}, '/index.m3u8')`,
  });

  const categoryRows = await tx
    .insert(categories)
    .values(categorySeeds.map((c, index) => ({ type: 'vod', slug: c.slug, nameTh: c.th, nameEn: c.en, sortOrder: index + 1 })))
    .returning({ id: categories.id, slug: categories.slug });

  const videoValues = Array.from({ length: VIDEO_COUNT }, (_, index) => {
    const category = categoryRows[index % categoryRows.length];
    const channel = channelRows[random.int(0, channelRows.length - 1)];
    if (!category || !channel) throw new Error('seed: categories and channels must exist');
    const words = videoWords[category.slug as keyof typeof videoWords];
    const show = random.pick(words.shows);
    const topic = random.pick(words.topics);
    const episode = Math.floor(index / categoryRows.length) + 1;
    // Spread over the past year, newest first, with a few hours of jitter.
    const publishedAt = new Date(now.getTime() - (index * 365 * DAY_MS) / VIDEO_COUNT - random.int(1, 20) * 3_600_000);
    return {
      categoryId: category.id,
      channelId: channel.id,
      titleTh: `${show[0]}: ${topic[0]} ตอนที่ ${episode}`,
      titleEn: `${show[1]}: ${topic[1]} (Episode ${episode})`,
      descriptionTh: `${topic[0]} ในรายการ${show[0]} ออกอากาศทาง${channel.nameTh}`,
      descriptionEn: `${topic[1]}, from ${show[1]} on ${channel.nameEn}.`,
      durationSeconds: random.int(words.minutes[0] * 60, words.minutes[1] * 60),
      publishedAt,
      thumbnail: '',
      streamUrl: '',
      viewCount: random.int(120, 48_000),
    };
  });
  const videoRows = await tx.insert(videos).values(videoValues).returning({ id: videos.id, categoryId: videos.categoryId });
  await tx.update(videos).set({
    thumbnail: sql`concat('/media/poster/video/', ${videos.id}, '.webp')`,
    streamUrl: sql`concat('/hls/vod/', ${videos.id}, '/index.m3u8')`,
  });

  const audioRows = await tx
    .insert(audioItems)
    .values(
      Array.from({ length: AUDIO_COUNT }, (_, index) => {
        const show = audioWords.shows[index % audioWords.shows.length] ?? ['', ''];
        const topic = random.pick(audioWords.topics);
        return {
          titleTh: `${show[0]}: ${topic[0]}`,
          titleEn: `${show[1]}: ${topic[1]}`,
          descriptionTh: `ฟังย้อนหลังรายการ${show[0]} เรื่อง${topic[0]}`,
          descriptionEn: `Listen again: ${show[1]} on ${inSentence(topic[1])}.`,
          durationSeconds: random.int(10 * 60, 45 * 60),
          publishedAt: new Date(now.getTime() - index * 7 * DAY_MS - random.int(1, 12) * 3_600_000),
          thumbnail: '',
          streamUrl: '',
        };
      }),
    )
    .returning({ id: audioItems.id });
  await tx.update(audioItems).set({
    thumbnail: sql`concat('/media/poster/audio/', ${audioItems.id}, '.webp')`,
    streamUrl: sql`concat('/hls/audio/', ${audioItems.id}, '/index.m3u8')`,
  });

  await seedPlaylists(tx, categoryRows, videoRows, audioRows);
  await seedBanners(tx);

  for (const channel of channelRows) {
    await tx.insert(programmes).values(buildSchedule(channel, now));
  }
  // An aired programme links to its recording: a video of the same channel published within a day after it ended.
  await tx.execute(sql`
    update ${programmes} p set video_id = (
      select v.id from ${videos} v
      where v.channel_id = p.channel_id and v.published_at >= p.ends_at and v.published_at < p.ends_at + interval '1 day'
      order by v.published_at, v.id limit 1)
    where p.ends_at <= ${now.toISOString()}::timestamptz`);
  await indexSearchEntries(tx);

  const first = channelRows[0];
  if (!first) throw new Error('seed: no channel');
  await tx.insert(announcements).values({
    show: true,
    messageTh: `ชมการถ่ายทอดสดการแถลงข่าวรัฐบาลประจำสัปดาห์ ทาง${first.nameTh}`,
    messageEn: `Watch the weekly government press briefing live on ${first.nameEn}`,
    channelId: first.id,
    createdAt: now,
  });
}

async function seedPlaylists(
  tx: Tx,
  categoryRows: { id: number; slug: string }[],
  videoRows: { id: number; categoryId: number }[],
  audioRows: { id: number }[],
): Promise<void> {
  const videoPlaylists = [
    { slug: 'news', th: 'ข่าวล่าสุด', en: 'Latest News' },
    { slug: 'documentary', th: 'สารคดีน่าดู', en: 'Documentaries Worth Watching' },
    { slug: 'education', th: 'เรียนรู้ที่บ้าน', en: 'Learn at Home' },
    { slug: 'health', th: 'ใส่ใจสุขภาพ', en: 'Healthy Living' },
    { slug: 'culture', th: 'มรดกวัฒนธรรมไทย', en: 'Thai Cultural Heritage' },
    { slug: 'sports', th: 'ไฮไลต์กีฬา', en: 'Sports Highlights' },
  ] as const;
  const audioPlaylists = [
    { th: 'พอดแคสต์แนะนำ', en: 'Recommended Podcasts' },
    { th: 'ฟังสบายยามเย็น', en: 'Easy Evening Listening' },
  ] as const;

  const rows = await tx
    .insert(playlists)
    .values([
      ...videoPlaylists.map((p, index) => ({
        type: 'video',
        titleTh: p.th,
        titleEn: p.en,
        descriptionTh: `รวมวิดีโอ${p.th}`,
        descriptionEn: `A selection: ${p.en}`,
        thumbnail: '',
        sortOrder: index + 1,
      })),
      ...audioPlaylists.map((p, index) => ({
        type: 'audio',
        titleTh: p.th,
        titleEn: p.en,
        descriptionTh: `รวมรายการเสียง${p.th}`,
        descriptionEn: `A selection: ${p.en}`,
        thumbnail: '',
        sortOrder: videoPlaylists.length + index + 1,
      })),
    ])
    .returning({ id: playlists.id, type: playlists.type });
  await tx.update(playlists).set({ thumbnail: sql`concat('/media/poster/playlist/', ${playlists.id}, '.webp')` });

  const items: (typeof playlistItems.$inferInsert)[] = [];
  videoPlaylists.forEach((p, index) => {
    const playlist = rows[index];
    const categoryId = categoryRows.find((c) => c.slug === p.slug)?.id;
    if (!playlist || categoryId === undefined) return;
    // Videos were inserted newest first, so the first eight are the latest.
    videoRows
      .filter((v) => v.categoryId === categoryId)
      .slice(0, 8)
      .forEach((v, position) => items.push({ playlistId: playlist.id, position: position + 1, videoId: v.id }));
  });
  audioPlaylists.forEach((_, index) => {
    const playlist = rows[videoPlaylists.length + index];
    if (!playlist) return;
    audioRows
      .filter((_, i) => i % audioPlaylists.length === index)
      .forEach((a, position) => items.push({ playlistId: playlist.id, position: position + 1, audioId: a.id }));
  });
  await tx.insert(playlistItems).values(items);
}

async function seedBanners(tx: Tx): Promise<void> {
  const bannerSeeds = [
    { placement: 'slide', th: 'ถ่ายทอดสดตลอด 24 ชั่วโมง', en: 'Live 24 hours a day', link: '/live/1' },
    { placement: 'slide', th: 'สารคดีใหม่ทุกสัปดาห์', en: 'New documentaries every week', link: '/category/2' },
    { placement: 'slide', th: 'ฟังวิทยุ สวท. ทั่วประเทศ', en: 'Radio Thailand across the country', link: '/radio' },
    { placement: 'slide', th: 'ผังรายการประจำสัปดาห์', en: 'This week’s schedule', link: '/schedule' },
    { placement: 'popup', th: 'ยินดีต้อนรับสู่บริการสตรีมมิ่งของกรมประชาสัมพันธ์', en: 'Welcome to the public broadcaster’s streaming service', link: '/' },
  ] as const;
  await tx.insert(banners).values(
    bannerSeeds.map((b, index) => ({
      placement: b.placement,
      titleTh: b.th,
      titleEn: b.en,
      imageXl: '',
      imageMd: '',
      imageSm: '',
      link: b.link,
      sortOrder: index + 1,
    })),
  );
  const [xl, md, sm] = BANNER_SIZES;
  await tx.update(banners).set({
    imageXl: sql`concat('/media/banner/', ${banners.id}, ${`-${xl}.webp`}::text)`,
    imageMd: sql`concat('/media/banner/', ${banners.id}, ${`-${md}.webp`}::text)`,
    imageSm: sql`concat('/media/banner/', ${banners.id}, ${`-${sm}.webp`}::text)`,
  });
}

async function seedMembers(tx: Tx, now: Date, passwordHash: string): Promise<void> {
  const [member] = await tx
    .insert(members)
    .values({
      username: DEMO_MEMBER.username,
      email: DEMO_MEMBER.email,
      passwordHash,
      firstname: DEMO_MEMBER.firstname,
      lastname: DEMO_MEMBER.lastname,
      language: DEMO_MEMBER.language,
      role: DEMO_MEMBER.role,
      thumbnail: DEMO_MEMBER.thumbnail,
    })
    .returning({ id: members.id });
  if (!member) throw new Error('seed: demo member not created');

  const channelRows = await tx.select({ id: channels.id, nameTh: channels.nameTh, nameEn: channels.nameEn, icon: channels.icon }).from(channels).orderBy(asc(channels.sortOrder)).limit(5);
  const notices = [
    ['เริ่มถ่ายทอดสดแล้ว', 'is now live'],
    ['ข่าวด่วน: ติดตามสถานการณ์น้ำท่วมได้ที่', 'Breaking news: follow the flood situation on'],
    ['รายการใหม่เริ่มออกอากาศวันนี้ทาง', 'A new programme starts today on'],
    ['อย่าพลาดสารคดีคืนนี้ทาง', 'Don’t miss tonight’s documentary on'],
    ['ถ่ายทอดสดการแข่งขันกีฬาทาง', 'Live sport coverage on'],
  ] as const;
  await tx.insert(notifications).values(
    channelRows.map((channel, index) => {
      const notice = notices[index % notices.length] ?? notices[0];
      return {
        memberId: member.id,
        channelId: channel.id,
        messageTh: index === 0 ? `${channel.nameTh} ${notice[0]}` : `${notice[0]} ${channel.nameTh}`,
        messageEn: index === 0 ? `${channel.nameEn} ${notice[1]}` : `${notice[1]} ${channel.nameEn}`,
        thumbnail: channel.icon,
        status: index < 3 ? 'unread' : 'read',
        createdAt: new Date(now.getTime() - index * 5 * 3_600_000),
      };
    }),
  );
}

/** Used by tests and logs: how many rows the main tables hold. */
export async function catalogueCounts(db: Database) {
  const countOf = async (table: PgTable) => {
    const [row] = await db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };
  return {
    channels: await countOf(channels),
    radioStations: await countOf(radioStations),
    categories: await countOf(categories),
    videos: await countOf(videos),
    playlists: await countOf(playlists),
    banners: await countOf(banners),
    programmes: await countOf(programmes),
    members: await countOf(members),
  };
}
