import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Language, NotificationList } from '../../lib/contract';
import type { Database } from '../db/client';
import { channels, notifications } from '../db/schema';

/** A member's notifications. Every query is scoped to the member: another member's ids match nothing. */
export function createNotificationRepository(db: Database) {
  const own = (member: number, id?: number) =>
    id === undefined ? eq(notifications.memberId, member) : and(eq(notifications.memberId, member), eq(notifications.id, id));

  return {
    async list(member: number, language: Language, limit = 100): Promise<NotificationList> {
      const rows = await db
        .select()
        .from(notifications)
        .where(own(member))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
      const totals = await db
        .select({ status: notifications.status, n: count() })
        .from(notifications)
        .where(own(member))
        .groupBy(notifications.status);
      const unread = totals.find((row) => row.status === 'unread')?.n ?? 0;
      const all = totals.reduce((sum, row) => sum + row.n, 0);
      return {
        totals: { all, unread },
        result: rows.map((row) => ({
          id: row.id,
          status: row.status === 'read' ? 'read' : 'unread',
          message: language === 'th' ? row.messageTh : row.messageEn,
          thumbnail: row.thumbnail,
          createdAt: row.createdAt.toISOString(),
          channel: row.channelId,
        })),
      };
    },

    /** False when the member has no notification with this id. */
    async markRead(member: number, id: number): Promise<boolean> {
      const rows = await db.update(notifications).set({ status: 'read' }).where(own(member, id)).returning({ id: notifications.id });
      return rows.length > 0;
    },

    async markAllRead(member: number): Promise<void> {
      await db.update(notifications).set({ status: 'read' }).where(and(own(member), eq(notifications.status, 'unread')));
    },

    async remove(member: number, id: number): Promise<boolean> {
      const rows = await db.delete(notifications).where(own(member, id)).returning({ id: notifications.id });
      return rows.length > 0;
    },

    async removeAll(member: number): Promise<void> {
      await db.delete(notifications).where(own(member));
    },

    /** Tells a member that a channel is live now (what the broadcast desk sends); returns the new ids. */
    async notifyLive(member: number, channelId?: number): Promise<number[]> {
      const [channel] = await db
        .select({ id: channels.id, nameTh: channels.nameTh, nameEn: channels.nameEn, icon: channels.icon })
        .from(channels)
        .where(channelId === undefined ? undefined : eq(channels.id, channelId))
        .orderBy(asc(channels.sortOrder))
        .limit(1);
      if (!channel) return [];
      const rows = await db
        .insert(notifications)
        .values({
          memberId: member,
          channelId: channel.id,
          messageTh: `${channel.nameTh} เริ่มถ่ายทอดสดแล้ว`,
          messageEn: `${channel.nameEn} is now live`,
          thumbnail: channel.icon,
        })
        .returning({ id: notifications.id });
      return rows.map((row) => row.id);
    },
  };
}
export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
