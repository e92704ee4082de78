import { z } from 'zod';
import { LanguageSchema, MemberIdSchema, ROW_ID_MAX } from './common';

const ItemIdSchema = z.number().int().positive().max(ROW_ID_MAX);

/**
 * The member's library: watch history and favourites (paths not in the seed;
 * chosen in its style: POST, member id in `member`, jwt-token header).
 */
export const MediaKindSchema = z.enum(['vod', 'audio', 'live', 'radio']);
export type MediaKind = z.infer<typeof MediaKindSchema>;
export const FavoriteKindSchema = z.enum(['vod', 'audio', 'channel', 'radio']);
export type FavoriteKind = z.infer<typeof FavoriteKindSchema>;

export const HistoryEntrySchema = z.object({
  id: z.number().int(),
  kind: MediaKindSchema,
  itemId: z.number().int(),
  title: z.string(),
  thumbnail: z.string(),
  /** Seconds played. */
  position: z.number().nonnegative(),
  /** Seconds in all; 0 for live. */
  duration: z.number().nonnegative(),
  updatedAt: z.string(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

/** POST /api/v1/history — newest first. */
export const HistoryListRequestSchema = z.object({ member: MemberIdSchema, language: LanguageSchema.default('th') });
export const HistoryListResponseSchema = z.object({ result: z.array(HistoryEntrySchema) });
/** POST /api/v1/history/save — records a play and its position (one entry per item, updated). */
export const HistorySaveRequestSchema = z.object({
  member: MemberIdSchema,
  kind: MediaKindSchema,
  itemId: ItemIdSchema,
  position: z.number().nonnegative().max(60 * 60 * 24),
  duration: z.number().nonnegative().max(60 * 60 * 24).default(0),
});
/** POST /api/v1/history/position — where to resume an item (0 when never played). */
export const HistoryPositionRequestSchema = z.object({ member: MemberIdSchema, kind: MediaKindSchema, itemId: ItemIdSchema });
export const HistoryPositionResponseSchema = z.object({ result: z.object({ position: z.number().nonnegative() }) });
/** POST /api/v1/history/delete (id) and /history/delete/all. */
export const HistoryDeleteRequestSchema = z.object({ member: MemberIdSchema, id: ItemIdSchema });
export const HistoryDeleteAllRequestSchema = z.object({ member: MemberIdSchema });

export const FavoriteEntrySchema = z.object({
  id: z.number().int(),
  kind: FavoriteKindSchema,
  itemId: z.number().int(),
  title: z.string(),
  thumbnail: z.string(),
  createdAt: z.string(),
});
export type FavoriteEntry = z.infer<typeof FavoriteEntrySchema>;

/** POST /api/v1/favorite — all of the member's favourites, newest first. */
export const FavoriteListRequestSchema = z.object({ member: MemberIdSchema, language: LanguageSchema.default('th') });
export const FavoriteListResponseSchema = z.object({ result: z.array(FavoriteEntrySchema) });
/** POST /api/v1/favorite/add and /favorite/delete — idempotent. */
export const FavoriteToggleRequestSchema = z.object({ member: MemberIdSchema, kind: FavoriteKindSchema, itemId: ItemIdSchema });
