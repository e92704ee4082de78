import { and, asc, desc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Audio, ChannelDetail, Language, Programme, RadioStation, Video } from '../../lib/contract';
import type { Database } from '../db/client';
import { publicStream, selectVideos, toVideo } from './video-rows';
import { audioItems, channels, programmes, radioStations, videos } from '../db/schema';


const pick = (language: Language, th: string, en: string) => (language === 'th' ? th : en);

type ProgrammeRow = typeof programmes.$inferSelect;
function toProgramme(row: ProgrammeRow, language: Language): Programme {
  return {
    id: row.id,
    channel: row.channelId,
    title: pick(language, row.titleTh, row.titleEn),
    description: pick(language, row.descriptionTh, row.descriptionEn),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    video: null,
  };
}

export function createMediaRepository(db: Database) {
  const videoQuery = () => selectVideos(db);

  return {
    async findVideo(id: number, language: Language): Promise<Video | undefined> {
      const [row] = await videoQuery().where(eq(videos.id, id));
      return row ? toVideo(row, language) : undefined;
    },

    /** Same category as the video (newest first), or a channel's newest videos. */
    async recommend(filter: { id?: number; channel?: number }, limit: number, language: Language): Promise<Video[]> {
      let where = undefined;
      if (filter.id !== undefined) {
        const [source] = await db.select({ categoryId: videos.categoryId }).from(videos).where(eq(videos.id, filter.id));
        if (!source) return [];
        where = and(eq(videos.categoryId, source.categoryId), ne(videos.id, filter.id));
      }
      if (filter.channel !== undefined) where = and(where, eq(videos.channelId, filter.channel));
      const rows = await videoQuery().where(where).orderBy(desc(videos.publishedAt), desc(videos.id)).limit(limit);
      return rows.map((row) => toVideo(row, language));
    },

    async findChannel(id: number, language: Language): Promise<ChannelDetail | undefined> {
      const [row] = await db.select().from(channels).where(eq(channels.id, id));
      if (!row) return undefined;
      return {
        id: row.id,
        name: pick(language, row.nameTh, row.nameEn),
        icon: row.icon,
        description: pick(language, row.descriptionTh, row.descriptionEn),
        stream: publicStream(row.streamUrl),
      };
    },

    /** Programmes overlapping [from, to), in order. */
    async programmesBetween(channelId: number, from: Date, to: Date, language: Language): Promise<Programme[]> {
      const rows = await db
        .select()
        .from(programmes)
        .where(and(eq(programmes.channelId, channelId), lt(programmes.startsAt, to), gt(programmes.endsAt, from)))
        .orderBy(asc(programmes.startsAt));
      return rows.map((row) => toProgramme(row, language));
    },

    async listAudio(language: Language): Promise<Audio[]> {
      const rows = await db.select().from(audioItems).orderBy(desc(audioItems.publishedAt), asc(audioItems.id));
      return rows.map((row) => ({
        id: row.id,
        title: pick(language, row.titleTh, row.titleEn),
        description: pick(language, row.descriptionTh, row.descriptionEn),
        thumbnail: row.thumbnail,
        duration: row.durationSeconds,
        publishedAt: row.publishedAt.toISOString(),
        stream: publicStream(row.streamUrl),
      }));
    },

    async findRadioStation(id: number, language: Language): Promise<RadioStation | undefined> {
      const [row] = await db.select().from(radioStations).where(eq(radioStations.id, id));
      if (!row) return undefined;
      return {
        id: row.id,
        name: pick(language, row.nameTh, row.nameEn),
        province: pick(language, row.provinceTh, row.provinceEn),
        band: row.band === 'AM' ? 'AM' : 'FM',
        frequency: row.frequencyMhz,
        latitude: row.latitude,
        longitude: row.longitude,
        icon: row.icon,
        stream: publicStream(row.streamUrl),
      };
    },
  };
}
export type MediaRepository = ReturnType<typeof createMediaRepository>;
