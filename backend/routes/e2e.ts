import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../lib/contract';
import { globalPlugin } from '../plugins/global-plugin';

/**
 * Only with E2E=1: a backend that fails on one item. After `POST /e2e/fail {path, id}`, every call to
 * `/api/v1/{path}` whose body names that id answers 500, as a backend bug would, so the suite can see
 * the page the web app makes of a render that throws; `{path, id, failing: false}` mends it, so the
 * suite can see the page recover. Keyed by id: the suite's other tests, running beside it, read other items.
 */
export const e2eFaults = globalPlugin(async (app: FastifyInstance) => {
  const failing = new Set<string>();
  app.post('/e2e/fail', async (request) => {
    const body = request.body as { path?: unknown; id?: unknown; failing?: unknown } | null;
    if (typeof body?.path !== 'string' || typeof body.id !== 'number') return { failing: false };
    const key = `/api/v1/${body.path} ${body.id}`;
    if (body.failing === false) failing.delete(key);
    else failing.add(key);
    return { failing: failing.has(key) };
  });
  app.addHook('preHandler', async (request, reply) => {
    if (failing.size === 0 || request.method !== 'POST') return;
    const id = (request.body as { id?: unknown } | null)?.id;
    if (failing.has(`${request.url.split('?')[0]} ${String(id)}`))
      return reply.status(500).send({ error: { code: ErrorCode.internal, message: 'Internal server error' } });
  });
});

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
