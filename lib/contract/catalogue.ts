import { z } from 'zod';
import { LanguageSchema, listOf, LocalizedRequestSchema, resultOf } from './common';

/** Video category (seed fields: id, name). */
export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;

/** POST /api/v1/category — the category list of a type (the side menu uses type vod). */
export const CategoryListRequestSchema = LocalizedRequestSchema.extend({
  type: z.enum(['vod', 'audio']).default('vod'),
});
export const CategoryListResponseSchema = listOf(CategorySchema);

/** Live TV channel (seed fields: id, name, icon). */
export const ChannelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
});
export type Channel = z.infer<typeof ChannelSchema>;

/** POST /api/v1/channel — every live channel, in menu order. */
export const ChannelListRequestSchema = LocalizedRequestSchema;
export const ChannelListResponseSchema = listOf(ChannelSchema);

/** GET /api/v1/menu/slide?language=th — what the side navigation lists. */
export const MenuSlideQuerySchema = z.object({ language: LanguageSchema.default('th') });
export const MenuSlideResponseSchema = resultOf(
  z.object({
    categories: z.array(CategorySchema),
    channels: z.array(ChannelSchema),
  }),
);
export type MenuSlide = z.infer<typeof MenuSlideResponseSchema>['result'];

/**
 * GET /api/v1/home/stat — the visit counter. Each call counts one visit (the
 * audience script, after cookie consent); `?count=0` only reads it (the footer).
 */
export const HomeStatQuerySchema = z.object({ count: z.enum(['0', '1']).default('1') });
export const HomeStatResponseSchema = resultOf(z.object({ visit: z.number().int().nonnegative() }));
export type HomeStat = z.infer<typeof HomeStatResponseSchema>['result'];

/** One public catalogue item of the sitemap: its id and when it last changed (ISO 8601, or null when unknown). */
export const SitemapItemSchema = z.object({ id: z.number().int(), lastModified: z.string().nullable() });
export type SitemapItem = z.infer<typeof SitemapItemSchema>;

/**
 * GET /api/v1/sitemap — every public id of the catalogue, for the web app's /sitemap.xml
 * (server to server; not forwarded to browsers). Categories are the vod ones, dated by
 * their newest video; channels carry no date (their pages change with the schedule).
 */
export const SitemapResponseSchema = resultOf(
  z.object({
    videos: z.array(SitemapItemSchema),
    audio: z.array(SitemapItemSchema),
    channels: z.array(SitemapItemSchema),
    categories: z.array(SitemapItemSchema),
  }),
);
export type SitemapIndex = z.infer<typeof SitemapResponseSchema>['result'];
