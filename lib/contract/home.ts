import { z } from 'zod';
import { listOf, LocalizedRequestSchema, resultOf } from './common';
import {
  AnnouncementSchema,
  BannerSchema,
  PageRequestSchema,
  pagedListOf,
  PlaylistSchema,
  RadioStationSchema,
  VideoSchema,
} from './media';
import { CategorySchema } from './catalogue';

/** POST /api/v1/video/home — a row of the newest videos per video category, for the home page. */
export const VideoHomeRequestSchema = LocalizedRequestSchema.extend({
  limit: z.coerce.number().int().min(1).max(24).default(8),
});
export const VideoHomeResponseSchema = listOf(z.object({ category: CategorySchema, videos: z.array(VideoSchema) }));
export type VideoHomeRow = z.infer<typeof VideoHomeResponseSchema>['result'][number];

/** POST /api/v1/video/recommend — recommended videos (most watched of the last 90 days). */
export const VideoListResponseSchema = listOf(VideoSchema);

/** POST /api/v1/video/category/subcategory — one category's videos, newest first, a page at a time. */
export const VideoCategoryPageRequestSchema = PageRequestSchema.extend({
  category: z.coerce.number().int().positive(),
});
export const VideoPageResponseSchema = pagedListOf(VideoSchema);
export type VideoPage = z.infer<typeof VideoPageResponseSchema>;

/** POST /api/v1/playlist/home — playlists shown on the home page. */
export const PlaylistHomeRequestSchema = LocalizedRequestSchema;
export const PlaylistListResponseSchema = listOf(PlaylistSchema);

/** POST /api/v1/radio/all — every radio station with frequency, province and coordinates. */
export const RadioAllRequestSchema = LocalizedRequestSchema;
export const RadioListResponseSchema = listOf(RadioStationSchema);

/** POST /api/v1/banner/slide and /banner/popup — active banners of a placement. */
export const BannerRequestSchema = LocalizedRequestSchema;
export const BannerListResponseSchema = listOf(BannerSchema);

/** POST /api/v1/notification/home — the live announcement strip (null when there is none). */
export const NotificationHomeRequestSchema = LocalizedRequestSchema;
export const NotificationHomeResponseSchema = resultOf(AnnouncementSchema.nullable());
