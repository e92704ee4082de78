import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../../lib/contract';
import { resetLink, resetMail } from '../../../lib/auth-mails';
import { isCommonPassword } from '../../../lib/common-passwords';
import { HttpError } from '../../../lib/http-error';
import { hashPassword } from '../../../lib/passwords';
import { newToken, sha256 } from '../../../lib/secrets';
import { clientSubject, Limits } from '../../../plugins/members-services';
import { defineEndpoint } from '../../define-endpoint';
import { commonPasswordError } from './register';

const SENT = 'If this e-mail is registered, a link to reset the password has been sent to it.';

/** Forgot password: a single-use, 30-minute link by mail; the answer never reveals whether the account exists. */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const { passwordResets } = app.repositories;

  defineEndpoint(app, 'auth/password/forget', async ({ body, request, reply }) => {
    reply.header('cache-control', 'no-store');
    await app.consumeLimit(Limits.forgetIp, clientSubject(request));
    // Whether the address has an account shows neither in the answer nor in how long it takes: the
    // lookup, the link and the mail (an SMTP round trip) happen after it, for every address alike.
    app.afterAnswer('password reset mail', async () => {
      const member = await passwordResets.findMemberByEmail(body.email);
      // Over the per-account cap only the mail is skipped.
      if (member && (await app.limiter.consume(Limits.forgetAccount, String(member.id))) === 0) {
        const token = newToken();
        await passwordResets.create(member.id, sha256(token));
        await app.mailer.send(resetMail(body.email, resetLink(token, body.language), body.language));
      }
    });
    return { message: SENT };
  });

  defineEndpoint(app, 'auth/password/reset', async ({ body, request, reply }) => {
    reply.header('cache-control', 'no-store');
    await app.consumeLimit(Limits.resetIp, clientSubject(request));
    if (isCommonPassword(body.password)) throw commonPasswordError();
    const ok = await passwordResets.consume(sha256(body.token), await hashPassword(body.password));
    if (!ok) throw new HttpError(400, ErrorCode.resetInvalid, 'This reset link is invalid or has expired.');
    return { message: 'Password changed.' };
  });

  defineEndpoint(app, 'auth/password/reset/check', async ({ body, request, reply }) => {
    reply.header('cache-control', 'no-store');
    await app.consumeLimit(Limits.resetCheckIp, clientSubject(request));
    return { valid: await passwordResets.usable(sha256(body.token)) };
  });
}
