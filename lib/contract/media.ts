import { z } from 'zod';
import { LocalizedRequestSchema } from './common';

/**
 * Catalogue items shared by the media and catalogue pages. Localized fields
 * (`title`, `name`, `description`) come back in the request's `language`.
 * Times are ISO 8601 strings (UTC); pages show them in Asia/Bangkok.
 */
export const VideoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  /** Seconds. */
  duration: z.number().int(),
  publishedAt: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  channel: z.object({ id: z.number().int(), name: z.string() }),
  /** HLS master playlist (same-origin path such as /media/hls/... or an absolute origin URL). */
  stream: z.string(),
  views: z.number().int().nonnegative(),
});
export type Video = z.infer<typeof VideoSchema>;

export const AudioSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  duration: z.number().int(),
  publishedAt: z.string(),
  stream: z.string(),
});
export type Audio = z.infer<typeof AudioSchema>;

export const RadioStationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  province: z.string(),
  band: z.enum(['FM', 'AM']),
  frequency: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  icon: z.string(),
  stream: z.string(),
});
export type RadioStation = z.infer<typeof RadioStationSchema>;

export const ProgrammeSchema = z.object({
  id: z.number().int(),
  channel: z.number().int(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The programme's recording, when one exists (aired programmes link to it). */
  video: z.number().int().nullable(),
});
export type Programme = z.infer<typeof ProgrammeSchema>;

export const PlaylistSchema = z.object({
  id: z.number().int(),
  type: z.enum(['video', 'audio']),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  count: z.number().int(),
});
export type Playlist = z.infer<typeof PlaylistSchema>;

/** Banner: a thumbnail list of three sizes (seed: xl, md, sm). */
export const BannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  thumbnail: z.object({ xl: z.string(), md: z.string(), sm: z.string() }),
  link: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;

/** Live announcement (seed: show flag, message, channel). */
export const AnnouncementSchema = z.object({ show: z.boolean(), message: z.string(), channel: z.number().int() });
export type Announcement = z.infer<typeof AnnouncementSchema>;

/** Paging used by lists that load more on scroll. */
export const PageRequestSchema = LocalizedRequestSchema.extend({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(60).default(24),
});
export const pagedListOf = <T extends z.ZodType>(item: T) =>
  z.object({ result: z.array(item), page: z.number().int(), totals: z.number().int(), hasMore: z.boolean() });

