import { and, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FavoriteEntry, FavoriteKind, HistoryEntry, Language, MediaKind } from '../../lib/contract';
import type { Database } from '../db/client';
import { audioItems, channels, favorites, radioStations, videos, watchHistory } from '../db/schema';

type ItemKind = MediaKind | FavoriteKind;
type Owner = typeof watchHistory | typeof favorites;

/** Title and picture of an item of any kind, in the language asked for (null when the item is gone). */
function itemColumns(language: Language) {
  const th = language === 'th';
  return {
    title: sql<string | null>`coalesce(${th ? videos.titleTh : videos.titleEn}, ${th ? audioItems.titleTh : audioItems.titleEn}, ${th ? channels.nameTh : channels.nameEn}, ${th ? radioStations.nameTh : radioStations.nameEn})`,
    thumbnail: sql<string | null>`coalesce(${videos.thumbnail}, ${audioItems.thumbnail}, ${channels.icon}, ${radioStations.icon})`,
  };
}

/** Join condition of one catalogue table: the row's kind matches and the ids agree. */
function on(owner: Owner, kind: string, id: AnyPgColumn) {
  return and(eq(owner.kind, kind), eq(id, owner.itemId));
}

/** Watch history and favourites, always scoped to one member. */
export function createLibraryRepository(db: Database) {
  return {
    /** Whether the catalogue has this item (history and favourites only name real items). */
    async itemExists(kind: ItemKind, itemId: number): Promise<boolean> {
      const table = kind === 'vod' ? videos : kind === 'audio' ? audioItems : kind === 'radio' ? radioStations : channels;
      const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, itemId)).limit(1);
      return row !== undefined;
    },

    async listHistory(member: number, language: Language, limit = 200): Promise<HistoryEntry[]> {
      const rows = await db
        .select({
          id: watchHistory.id,
          kind: watchHistory.kind,
          itemId: watchHistory.itemId,
          position: watchHistory.positionSeconds,
          duration: watchHistory.durationSeconds,
          updatedAt: watchHistory.updatedAt,
          ...itemColumns(language),
        })
        .from(watchHistory)
        .leftJoin(videos, on(watchHistory, 'vod', videos.id))
        .leftJoin(audioItems, on(watchHistory, 'audio', audioItems.id))
        .leftJoin(channels, on(watchHistory, 'live', channels.id))
        .leftJoin(radioStations, on(watchHistory, 'radio', radioStations.id))
        .where(eq(watchHistory.memberId, member))
        .orderBy(desc(watchHistory.updatedAt), desc(watchHistory.id))
        .limit(limit);
      return rows.flatMap((row) =>
        row.title === null
          ? []
          : [{ ...row, kind: row.kind as MediaKind, title: row.title, thumbnail: row.thumbnail ?? '', updatedAt: row.updatedAt.toISOString() }],
      );
    },

    /** One entry per member and item: a new play moves it to the top with its latest position. */
    async saveHistory(member: number, entry: { kind: MediaKind; itemId: number; position: number; duration: number }): Promise<void> {
      const now = new Date();
      await db
        .insert(watchHistory)
        .values({ memberId: member, kind: entry.kind, itemId: entry.itemId, positionSeconds: entry.position, durationSeconds: entry.duration, updatedAt: now })
        .onConflictDoUpdate({
          target: [watchHistory.memberId, watchHistory.kind, watchHistory.itemId],
          set: { positionSeconds: entry.position, durationSeconds: entry.duration, updatedAt: now },
        });
    },

    async historyPosition(member: number, kind: MediaKind, itemId: number): Promise<number> {
      const [row] = await db
        .select({ position: watchHistory.positionSeconds })
        .from(watchHistory)
        .where(and(eq(watchHistory.memberId, member), eq(watchHistory.kind, kind), eq(watchHistory.itemId, itemId)));
      return row?.position ?? 0;
    },

    /** False when the member has no entry with this id. */
    async removeHistory(member: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(watchHistory)
        .where(and(eq(watchHistory.memberId, member), eq(watchHistory.id, id)))
        .returning({ id: watchHistory.id });
      return rows.length > 0;
    },

    async clearHistory(member: number): Promise<void> {
      await db.delete(watchHistory).where(eq(watchHistory.memberId, member));
    },

    async listFavorites(member: number, language: Language, limit = 500): Promise<FavoriteEntry[]> {
      const rows = await db
        .select({ id: favorites.id, kind: favorites.kind, itemId: favorites.itemId, createdAt: favorites.createdAt, ...itemColumns(language) })
        .from(favorites)
        .leftJoin(videos, on(favorites, 'vod', videos.id))
        .leftJoin(audioItems, on(favorites, 'audio', audioItems.id))
        .leftJoin(channels, on(favorites, 'channel', channels.id))
        .leftJoin(radioStations, on(favorites, 'radio', radioStations.id))
        .where(eq(favorites.memberId, member))
        .orderBy(desc(favorites.createdAt), desc(favorites.id))
        .limit(limit);
      return rows.flatMap((row) =>
        row.title === null
          ? []
          : [{ ...row, kind: row.kind as FavoriteKind, title: row.title, thumbnail: row.thumbnail ?? '', createdAt: row.createdAt.toISOString() }],
      );
    },

    async addFavorite(member: number, kind: FavoriteKind, itemId: number): Promise<void> {
      await db.insert(favorites).values({ memberId: member, kind, itemId }).onConflictDoNothing();
    },

    async removeFavorite(member: number, kind: FavoriteKind, itemId: number): Promise<void> {
      await db.delete(favorites).where(and(eq(favorites.memberId, member), eq(favorites.kind, kind), eq(favorites.itemId, itemId)));
    },
  };
}
export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
