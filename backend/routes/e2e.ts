import type { FastifyInstance } from 'fastify';

/**
 * Only with E2E=1 (the Playwright suite): revokes every session of a member, as an operator
 * or a password reset elsewhere would, so the suite can watch the web app sign out by itself.
 */
export async function e2eRoutes(app: FastifyInstance): Promise<void> {
  app.post('/e2e/revoke-sessions', async (request) => {
    const body = request.body as { email?: unknown } | null;
    const email = typeof body?.email === 'string' ? body.email : '';
    const member = email ? await app.repositories.members.findForLogin(email) : undefined;
    return { revoked: member ? await app.repositories.sessions.revokeAllOfMember(member.id) : 0 };
  });

  // Sends `count` "channel is live" notifications to a member, as the broadcast desk would.
  app.post('/e2e/notify', async (request) => {
    const body = request.body as { email?: unknown; count?: unknown } | null;
    const email = typeof body?.email === 'string' ? body.email : '';
    const times = typeof body?.count === 'number' ? Math.min(Math.max(1, body.count), 20) : 1;
    const member = email ? await app.repositories.members.findForLogin(email) : undefined;
    const ids: number[] = [];
    for (let i = 0; member && i < times; i++) ids.push(...(await app.repositories.notifications.notifyLive(member.id)));
    return { ids };
  });
}
