import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../../lib/contract';
import { HttpError } from '../../../lib/http-error';
import { verifyDummy, verifyPassword } from '../../../lib/passwords';
import { memberOf } from '../../../plugins/auth';
import { clientIp, Limits } from '../../../plugins/members-services';
import { defineEndpoint } from '../../define-endpoint';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { members, sessions, accounts } = app.repositories;

  defineEndpoint(app, 'auth/login', async ({ body, request, reply }) => {
    reply.header('cache-control', 'no-store');
    // Only failures count (5 per 15 minutes per account and per address), so members signing in are
    // never slowed. The account key is the member id, so username and e-mail share one budget. Each
    // attempt is counted before the password is checked and given back when it succeeds: a burst of
    // parallel guesses cannot all read a count under the limit before any of them is counted.
    const ip = clientIp(request);
    await app.consumeLimit(Limits.loginFailIp, ip);
    const member = await members.findForLogin(body.username);
    const account = member ? `member:${member.id}` : `name:${body.username.trim().toLowerCase()}`;
    try {
      await app.consumeLimit(Limits.loginFailAccount, account);
    } catch (error) {
      // Refused before any check: not a failure of this address.
      await app.limiter.refund(Limits.loginFailIp, ip);
      throw error;
    }
    // An unknown account still pays for one argon2 verify, so timing does not reveal it.
    const ok = member ? await verifyPassword(member.passwordHash, body.password) : await verifyDummy(body.password);
    // Same answer for an unknown user and a wrong password (the seed's text); the attempt stays counted.
    if (!member || !ok) throw new HttpError(401, ErrorCode.invalidCredentials, 'Invalid Password');
    await Promise.all([app.limiter.refund(Limits.loginFailAccount, account), app.limiter.refund(Limits.loginFailIp, ip)]);
    const token = await sessions.create(member.id, { remember: body.remember ?? true });
    return { token, role: member.role, user: member.id, message: 'Login success' };
  });

  defineEndpoint(app, 'auth/account', async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    const profile = await accounts.findProfile(memberOf(request).memberId);
    // The member was deleted between the token check and now: the session is gone too.
    if (!profile) throw HttpError.unauthorized();
    return { result: profile };
  });

  defineEndpoint(app, 'auth/session', async ({ request }) => ({
    message: 'ok',
    user: memberOf(request).memberId,
  }));

  defineEndpoint(app, 'auth/logout', async ({ request }) => {
    await sessions.revoke(memberOf(request).sessionId);
    return { message: 'Logout success' };
  });
}
