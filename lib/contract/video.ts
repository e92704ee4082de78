import { z } from 'zod';
import { listOf, LocalizedRequestSchema, resultOf } from './common';
import { AudioSchema, ProgrammeSchema, RadioStationSchema, VideoSchema } from './media';

/** Ids in request bodies: positive integers (numbers or numeric strings), else the contract's invalid-request key. */
const IdSchema = z.coerce.number({ message: 'invalidRequest' }).int('invalidRequest').positive('invalidRequest').max(2_147_483_647, 'invalidRequest');

/** POST /api/v1/video — one video with everything /vod/{id} shows. */
export const VideoDetailRequestSchema = LocalizedRequestSchema.extend({ id: IdSchema });
export const VideoDetailResponseSchema = resultOf(VideoSchema);

/**
 * POST /api/v1/video/recommend — videos to watch next: with `id`, others of that
 * video's category (newest first); with `channel`, that channel's newest videos.
 */
export const VideoRecommendRequestSchema = LocalizedRequestSchema.extend({
  id: IdSchema.optional(),
  channel: IdSchema.optional(),
  limit: z.coerce.number({ message: 'invalidRequest' }).int('invalidRequest').min(1, 'invalidRequest').max(24, 'invalidRequest').default(12),
});
export const VideoRecommendResponseSchema = listOf(VideoSchema);

/** A live channel with its description and live stream (HLS master playlist). */
export const ChannelDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
  stream: z.string(),
});
export type ChannelDetail = z.infer<typeof ChannelDetailSchema>;

/**
 * POST /api/v1/channel/event — a channel's programmes of one day (Asia/Bangkok,
 * today unless `date` is given) and what is on now and next.
 */
export const ChannelEventRequestSchema = LocalizedRequestSchema.extend({
  id: IdSchema,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidRequest').optional(),
});
export const ChannelEventResponseSchema = resultOf(
  z.object({
    channel: ChannelDetailSchema,
    now: ProgrammeSchema.nullable(),
    next: ProgrammeSchema.nullable(),
    programmes: z.array(ProgrammeSchema),
  }),
);
export type ChannelEvent = z.infer<typeof ChannelEventResponseSchema>['result'];

/** POST /api/v1/audio/playlist — the audio playlist (seed: no body; `language` is optional, Thai by default). */
export const AudioPlaylistRequestSchema = LocalizedRequestSchema;
export const AudioPlaylistResponseSchema = listOf(AudioSchema);

/** POST /api/v1/home/radio/detail — one radio station. */
export const RadioDetailRequestSchema = LocalizedRequestSchema.extend({ id: IdSchema });
export const RadioDetailResponseSchema = resultOf(RadioStationSchema);
