import { z } from 'zod';
import { MemberIdSchema, RowIdSchema } from './common';

/** Notification (seed fields). */
export const NotificationSchema = z.object({
  id: z.number().int(),
  status: z.enum(['unread', 'read']),
  message: z.string(),
  thumbnail: z.string(),
  createdAt: z.string(),
  /** Live channel id: clicking goes to /live/{channel}. */
  channel: z.number().int(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** POST /api/v1/notification — the member's notifications, newest first, with totals. */
export const NotificationListRequestSchema = z.object({ member: MemberIdSchema, language: z.enum(['th', 'en']).default('th') });
export const NotificationListResponseSchema = z.object({
  totals: z.object({ all: z.number().int(), unread: z.number().int() }),
  result: z.array(NotificationSchema),
});
export type NotificationList = z.infer<typeof NotificationListResponseSchema>;

/** POST /api/v1/notification/read and /delete: id, member. */
export const NotificationItemRequestSchema = z.object({ id: RowIdSchema, member: MemberIdSchema });
/** POST /api/v1/notification/read/all and /delete/all: member. */
export const NotificationAllRequestSchema = z.object({ member: MemberIdSchema });
