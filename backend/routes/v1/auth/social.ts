import type { FastifyInstance } from 'fastify';
import { ErrorCode, SOCIAL_EMAIL_IN_USE } from '../../../../lib/contract';
import { HttpError } from '../../../lib/http-error';
import { isUniqueViolation } from '../../../lib/pg-errors';
import { sameSecret } from '../../../lib/secrets';
import { defineEndpoint } from '../../define-endpoint';

export const INTERNAL_KEY_HEADER = 'x-internal-key';

/**
 * Social sign-in, server to server: the web app calls it after Google/Facebook confirmed the
 * person, with the shared BACKEND_INTERNAL_KEY. Without the key configured it is switched off.
 */
export async function socialRoutes(app: FastifyInstance): Promise<void> {
  defineEndpoint(app, 'auth/social', async ({ body, request, reply }) => {
    reply.header('cache-control', 'no-store');
    const expected = process.env.BACKEND_INTERNAL_KEY;
    const given = request.headers[INTERNAL_KEY_HEADER];
    if (!expected || typeof given !== 'string' || !sameSecret(given, expected)) throw HttpError.forbidden('Not allowed.');
    // Social sign-ins are not "remembered" (the web app ends them with the browser session): 12 hours here
    // too. The session is written in the sign-in's own transaction (see findOrCreate).
    // A sign-in that lost a race on a unique index three times running (findOrCreate runs it again twice)
    // is a conflict to try again, as registration's step 3 answers, not a server error.
    const member = await app.repositories.socialAccounts
      .findOrCreate(body, (tx, memberId) => app.repositories.sessions.create(memberId, { remember: false, within: tx }))
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? new HttpError(409, ErrorCode.validation, 'Please try again.') : error;
      });
    if (!member) throw new HttpError(409, ErrorCode.socialEmailInUse, SOCIAL_EMAIL_IN_USE);
    return { token: member.token, role: member.role, user: member.id, message: 'Login success' };
  });
}
