import { z } from 'zod';
import { SEARCH_KINDS } from '../search/search-address';
import { PageRequestSchema, pagedListOf } from './media';

/** The kinds are listed once, in lib/search/search-address (zod-free: the middleware reads them). */
export const SearchKindSchema = z.enum(SEARCH_KINDS);
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
