import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../lib/http-error';
import { memberOf } from '../../../plugins/auth';
import { defineEndpoint } from '../../define-endpoint';

/** The member's notifications (seed section 7). Ids of other members' notifications are simply not found. */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const { notifications } = app.repositories;
  const notFound = () => HttpError.notFound('Notification not found');

  defineEndpoint(app, 'notification', async ({ body, request, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return notifications.list(memberOf(request).memberId, body.language);
  });

  defineEndpoint(app, 'notification/read', async ({ body, request }) => {
    if (!(await notifications.markRead(memberOf(request).memberId, body.id))) throw notFound();
    return { message: 'Notification read' };
  });

  defineEndpoint(app, 'notification/read/all', async ({ request }) => {
    await notifications.markAllRead(memberOf(request).memberId);
    return { message: 'All notifications read' };
  });

  defineEndpoint(app, 'notification/delete', async ({ body, request }) => {
    if (!(await notifications.remove(memberOf(request).memberId, body.id))) throw notFound();
    return { message: 'Notification deleted' };
  });

  defineEndpoint(app, 'notification/delete/all', async ({ request }) => {
    await notifications.removeAll(memberOf(request).memberId);
    return { message: 'All notifications deleted' };
  });
}
