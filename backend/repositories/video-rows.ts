import { eq } from 'drizzle-orm';
import type { Language, Video } from '../../lib/contract';
import type { Database } from '../db/client';
import { categories, channels, videos } from '../db/schema';

/**
 * Stored stream URLs are origin-relative HLS paths (`/hls/...`, served by the
 * backend below /media) or absolute URLs of a real origin, which pass as they are.
 */
export function publicStream(streamUrl: string): string {
  return streamUrl.startsWith('/hls/') ? `/media${streamUrl}` : streamUrl;
}

/** The columns every video read selects: the video with its category and channel, in both languages. */
export const videoColumns = {
  id: videos.id,
  titleTh: videos.titleTh,
  titleEn: videos.titleEn,
  descriptionTh: videos.descriptionTh,
  descriptionEn: videos.descriptionEn,
  thumbnail: videos.thumbnail,
  duration: videos.durationSeconds,
  publishedAt: videos.publishedAt,
  streamUrl: videos.streamUrl,
  views: videos.viewCount,
  categoryId: categories.id,
  categoryTh: categories.nameTh,
  categoryEn: categories.nameEn,
  channelId: channels.id,
  channelTh: channels.nameTh,
  channelEn: channels.nameEn,
};
export type VideoRow = { [K in keyof typeof videoColumns]: (typeof videoColumns)[K]['_']['data'] };

/** Videos joined with their category and channel; add where/order/limit. */
export function selectVideos(db: Database) {
  return db.select(videoColumns).from(videos).innerJoin(categories, eq(videos.categoryId, categories.id)).innerJoin(channels, eq(videos.channelId, channels.id));
}

/** A video row in the contract's shape, localized. */
export function toVideo(row: VideoRow, language: Language): Video {
  const th = language === 'th';
  return {
    id: row.id,
    title: th ? row.titleTh : row.titleEn,
    description: th ? row.descriptionTh : row.descriptionEn,
    thumbnail: row.thumbnail,
    duration: row.duration,
    publishedAt: row.publishedAt.toISOString(),
    category: { id: row.categoryId, name: th ? row.categoryTh : row.categoryEn },
    channel: { id: row.channelId, name: th ? row.channelTh : row.channelEn },
    stream: publicStream(row.streamUrl),
    views: row.views,
  };
}
