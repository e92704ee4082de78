import { asc, eq, max } from 'drizzle-orm';
import type { Category, Channel, Language, SitemapIndex } from '../../lib/contract';
import type { Database } from '../db/client';
import { audioItems, categories, channels, videos } from '../db/schema';
import { memoizeRead, type StandInOptions } from '../lib/read-memo';

export type CategoryType = 'vod' | 'audio';

/**
 * `memoMs`: how long the categories and channels, which only the seed writes, are reused between
 * reads (see `catalogueMemoMs`). The side menu of every page asks for both, and at a second a crowd of
 * visitors costs the database one query per language per second instead of one per visit.
 * `standInAfterMs` and `onStandIn`: see `memoizeRead` (a failing or hung database gets the last answer).
 */
export function createCatalogueRepository(db: Database, { memoMs = 0, ...standIn }: { memoMs?: number } & StandInOptions = {}) {
  return {
    listCategories: memoizeRead(async (type: CategoryType, language: Language): Promise<Category[]> => {
      const rows = await db
        .select({ id: categories.id, nameTh: categories.nameTh, nameEn: categories.nameEn })
        .from(categories)
        .where(eq(categories.type, type))
        .orderBy(asc(categories.sortOrder), asc(categories.id));
      return rows.map((row) => ({ id: row.id, name: language === 'th' ? row.nameTh : row.nameEn }));
    }, { ttlMs: memoMs, ...standIn }),

    listChannels: memoizeRead(async (language: Language): Promise<Channel[]> => {
      const rows = await db
        .select({ id: channels.id, nameTh: channels.nameTh, nameEn: channels.nameEn, icon: channels.icon })
        .from(channels)
        .orderBy(asc(channels.sortOrder), asc(channels.id));
      return rows.map((row) => ({ id: row.id, name: language === 'th' ? row.nameTh : row.nameEn, icon: row.icon }));
    }, { ttlMs: memoMs, ...standIn }),

    /** Every public id with its last change: narrow index-only reads, cheap even for a large catalogue. */
    async sitemapIndex(): Promise<SitemapIndex> {
      const dated = (rows: { id: number; at: Date | null }[]) => rows.map((row) => ({ id: row.id, lastModified: row.at ? row.at.toISOString() : null }));
      const [videoRows, audioRows, channelRows, categoryRows] = await Promise.all([
        db.select({ id: videos.id, at: videos.publishedAt }).from(videos).orderBy(asc(videos.id)),
        db.select({ id: audioItems.id, at: audioItems.publishedAt }).from(audioItems).orderBy(asc(audioItems.id)),
        db.select({ id: channels.id }).from(channels).orderBy(asc(channels.sortOrder), asc(channels.id)),
        db
          .select({ id: categories.id, at: max(videos.publishedAt) })
          .from(categories)
          .leftJoin(videos, eq(videos.categoryId, categories.id))
          .where(eq(categories.type, 'vod'))
          .groupBy(categories.id)
          .orderBy(asc(categories.id)),
      ]);
      return {
        videos: dated(videoRows),
        audio: dated(audioRows),
        channels: channelRows.map((row) => ({ id: row.id, lastModified: null })),
        categories: dated(categoryRows),
      };
    },
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
