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
}
