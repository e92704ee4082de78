import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { TOKEN_HEADER } from '../../lib/contract';
import { HttpError } from '../lib/http-error';
import type { ActiveSession } from '../repositories/session-repository';
import { globalPlugin } from './global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for member endpoints: a valid jwt-token whose member is the body's member field (`id` or `member`). */
    requireMember: preHandlerAsyncHookHandler;
  }
  interface FastifyContextConfig {
    /** Body field that names the member (from the contract's endpoint; default `id`). */
    memberField?: 'id' | 'member';
  }
  interface FastifyRequest {
    /** Set by requireMember. */
    member: ActiveSession | null;
  }
}

/** The member of an authenticated request; throws if requireMember did not run. */
export function memberOf(request: FastifyRequest): ActiveSession {
  if (!request.member) throw new Error('requireMember did not run for this route');
  return request.member;
}

function bodyMemberId(body: unknown, field: 'id' | 'member'): unknown {
  return typeof body === 'object' && body !== null && field in body ? (body as Record<string, unknown>)[field] : undefined;
}

export const authPlugin = globalPlugin(async (app: FastifyInstance) => {
  app.decorateRequest('member', null);

  const requireMember: preHandlerAsyncHookHandler = async function (request) {
    const header = request.headers[TOKEN_HEADER];
    const token = Array.isArray(header) ? undefined : header?.trim();
    // Tokens are 43 base64url characters; anything far off is rejected without a query.
    if (!token || token.length > 256) throw HttpError.unauthorized();
    const session = await app.repositories.sessions.findActive(token);
    if (!session) throw HttpError.unauthorized();
    // Runs after validation, so a present `id` is already a positive integer.
    const claimed = bodyMemberId(request.body, request.routeOptions.config.memberField ?? 'id');
    if (claimed !== undefined && claimed !== session.memberId) {
      throw HttpError.forbidden('This token belongs to another member');
    }
    request.member = session;
  };
  app.decorate('requireMember', requireMember);
});
