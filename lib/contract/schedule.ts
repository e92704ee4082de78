import { z } from 'zod';
import { LocalizedRequestSchema, resultOf } from './common';
import { ChannelSchema } from './catalogue';
import { ProgrammeSchema } from './media';

/** A calendar day in Asia/Bangkok, YYYY-MM-DD. */
export const ScheduleDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));

/**
 * POST /api/v1/channel/schedule — the EPG of every channel for one Bangkok day
 * (today when `date` is absent). Programmes that overlap the day are included.
 */
export const ScheduleRequestSchema = LocalizedRequestSchema.extend({ date: ScheduleDateSchema.optional() });
export const ScheduleResponseSchema = resultOf(
  z.object({
    date: z.string(),
    channels: z.array(z.object({ channel: ChannelSchema, programmes: z.array(ProgrammeSchema) })),
  }),
);
export type Schedule = z.infer<typeof ScheduleResponseSchema>['result'];
