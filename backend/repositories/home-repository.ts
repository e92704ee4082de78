import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Announcement, Banner, Language, Playlist, RadioStation, Video } from '../../lib/contract';
import type { Database } from '../db/client';
import { publicStream, selectVideos, toVideo } from './video-rows';
import { announcements, banners, categories, playlistItems, playlists, radioStations, videos } from '../db/schema';

/** Home page content: video rows, playlists, radio stations, banners and the announcement. */
export function createHomeRepository(db: Database) {
  const videoQuery = () => selectVideos(db);

  return {
    /** Newest videos of each vod category, `limit` per category. */
    async homeRows(language: Language, limit: number) {
      const cats = await db
        .select({ id: categories.id, nameTh: categories.nameTh, nameEn: categories.nameEn })
        .from(categories)
        .where(eq(categories.type, 'vod'))
        .orderBy(asc(categories.sortOrder), asc(categories.id));
      return Promise.all(
        cats.map(async (category) => ({
          category: { id: category.id, name: language === 'th' ? category.nameTh : category.nameEn },
          videos: (
            await videoQuery().where(eq(videos.categoryId, category.id)).orderBy(desc(videos.publishedAt), desc(videos.id)).limit(limit)
          ).map((row) => toVideo(row, language)),
        })),
      );
    },

    /** Most watched videos of the 90 days up to the newest one. */
    async recommended(language: Language, limit: number): Promise<Video[]> {
      const rows = await videoQuery()
        .where(gte(videos.publishedAt, sql`(select max(${videos.publishedAt}) from ${videos}) - interval '90 days'`))
        .orderBy(desc(videos.viewCount), desc(videos.id))
        .limit(limit);
      return rows.map((row) => toVideo(row, language));
    },

    async categoryPage(language: Language, categoryId: number, page: number, limit: number) {
      const [total] = await db.select({ n: count() }).from(videos).where(eq(videos.categoryId, categoryId));
      const rows = await videoQuery()
        .where(eq(videos.categoryId, categoryId))
        .orderBy(desc(videos.publishedAt), desc(videos.id))
        .limit(limit)
        .offset((page - 1) * limit);
      const totals = total?.n ?? 0;
      return { result: rows.map((row) => toVideo(row, language)), page, totals, hasMore: page * limit < totals };
    },

    async categoryExists(categoryId: number): Promise<boolean> {
      const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
      return row !== undefined;
    },

    async homePlaylists(language: Language): Promise<Playlist[]> {
      const rows = await db
        .select({
          id: playlists.id,
          type: playlists.type,
          titleTh: playlists.titleTh,
          titleEn: playlists.titleEn,
          descriptionTh: playlists.descriptionTh,
          descriptionEn: playlists.descriptionEn,
          thumbnail: playlists.thumbnail,
          count: sql<number>`(select count(*)::int from ${playlistItems} where ${playlistItems.playlistId} = ${playlists.id})`,
        })
        .from(playlists)
        .orderBy(asc(playlists.sortOrder), asc(playlists.id));
      return rows.map((row) => ({
        id: row.id,
        type: row.type === 'audio' ? 'audio' : 'video',
        title: language === 'th' ? row.titleTh : row.titleEn,
        description: language === 'th' ? row.descriptionTh : row.descriptionEn,
        thumbnail: row.thumbnail,
        count: Number(row.count),
      }));
    },

    async radioStations(language: Language): Promise<RadioStation[]> {
      const rows = await db.select().from(radioStations).orderBy(asc(radioStations.sortOrder), asc(radioStations.id));
      return rows.map((row) => ({
        id: row.id,
        name: language === 'th' ? row.nameTh : row.nameEn,
        province: language === 'th' ? row.provinceTh : row.provinceEn,
        band: row.band === 'AM' ? 'AM' : 'FM',
        frequency: row.frequencyMhz,
        latitude: row.latitude,
        longitude: row.longitude,
        icon: row.icon,
        stream: publicStream(row.streamUrl),
      }));
    },

    async banners(language: Language, placement: 'slide' | 'popup'): Promise<Banner[]> {
      const rows = await db
        .select()
        .from(banners)
        .where(and(eq(banners.placement, placement), eq(banners.active, true)))
        .orderBy(asc(banners.sortOrder), asc(banners.id));
      return rows.map((row) => ({
        id: row.id,
        title: language === 'th' ? row.titleTh : row.titleEn,
        thumbnail: { xl: row.imageXl, md: row.imageMd, sm: row.imageSm },
        link: row.link,
      }));
    },

    /** The newest announcement, or null. */
    async announcement(language: Language): Promise<Announcement | null> {
      const [row] = await db.select().from(announcements).orderBy(desc(announcements.createdAt), desc(announcements.id)).limit(1);
      if (!row) return null;
      return { show: row.show, message: language === 'th' ? row.messageTh : row.messageEn, channel: row.channelId };
    },
  };
}
export type HomeRepository = ReturnType<typeof createHomeRepository>;
