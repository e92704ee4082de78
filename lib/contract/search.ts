import { z } from 'zod';
import { PageRequestSchema, pagedListOf } from './media';

export const SearchKindSchema = z.enum(['video', 'audio', 'channel', 'radio']);
export type SearchKind = z.infer<typeof SearchKindSchema>;

/**
 * POST /api/v1/search — videos, audio, channels and radio stations matching
 * every word of `search_query` (Thai is segmented into words), best first.
 */
export const SearchRequestSchema = PageRequestSchema.extend({
  search_query: z.string().max(200).default(''),
  kind: SearchKindSchema.optional(),
});
export const SearchHitSchema = z.object({
  kind: SearchKindSchema,
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  rank: z.number(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;
export const SearchResponseSchema = pagedListOf(SearchHitSchema).extend({
  /** The query's normalised words, for highlighting. */
  terms: z.array(z.string()),
});
export type SearchResults = z.infer<typeof SearchResponseSchema>;
