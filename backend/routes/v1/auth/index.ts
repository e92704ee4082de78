import type { FastifyInstance } from 'fastify';
import { ErrorCode, MAX_DEVICE_TOKENS } from '../../../../lib/contract';
import { HttpError } from '../../../lib/http-error';
import { verifyDummy, verifyPassword } from '../../../lib/passwords';
import { memberOf } from '../../../plugins/auth';
import { attemptCounter, clientSubject, Limits } from '../../../plugins/members-services';
import { defineEndpoint } from '../../define-endpoint';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { members, sessions, accounts, devices } = app.repositories;

  defineEndpoint(app, 'auth/login', async ({ body, request, reply }) => {
    reply.header('cache-control', 'no-store');
    // Only failures count (5 per 15 minutes per account and per address), so members signing in are
    // never slowed. The account key is the member id, so username and e-mail share one budget. Each
    // attempt is counted before the password is checked (attemptCounter) and given back unless the
    // password was wrong. (Members behind one address signing in within the same fraction of a
    // second share its count while their passwords are checked: at most 5 at once in production.)
    // A browser showing this member's device token (given at an earlier sign-in with the right
    // password) has a budget of its own instead, the same 5 per 15 minutes: someone guessing from
    // elsewhere locks the account for everyone else, never its owner in a browser they signed in from
    // (OWASP, "Slow Down Online Guessing Attacks with Device Cookies").
    const attempt = attemptCounter(app.limiter);
    let wrong = false;
    try {
      // Without a token, an address over its limit is refused before the database is asked anything. A
      // token is looked up whether or not the account exists, so timing does not reveal it.
      const shownTokens = body.device?.split('.') ?? [];
      if (shownTokens.length === 0) await attempt.count(Limits.loginFailIp, clientSubject(request));
      const [member, shown] = await Promise.all([members.findForLogin(body.username), devices.find(shownTokens)]);
      const known = member ? shown.find((device) => device.memberId === member.id) : undefined;
      if (known) {
        await attempt.count(Limits.loginFailDevice, `device:${known.deviceId}`);
      } else {
        if (shownTokens.length > 0) await attempt.count(Limits.loginFailIp, clientSubject(request));
        await attempt.count(Limits.loginFailAccount, member ? `member:${member.id}` : `name:${body.username.trim().toLowerCase()}`);
      }
      // An unknown account still pays for one argon2 verify, so timing does not reveal it.
      const ok = member ? await verifyPassword(member.passwordHash, body.password) : await verifyDummy(body.password);
      // A password changed or reset while this one was checked: the old one no longer signs in.
      const token = member && ok ? await sessions.createForPassword(member.id, member.passwordHash, { remember: body.remember ?? true }) : undefined;
      if (!member || !token) {
        wrong = true;
        // Same answer for an unknown user and a wrong password (the seed's text).
        throw new HttpError(401, ErrorCode.invalidCredentials, 'Invalid Password');
      }
      // The member is signed in whatever happens to the device token: without one, the next sign-in
      // from this browser is simply counted as one from anywhere.
      const device = await (known ? devices.touch(known.deviceId).then(() => known.token) : devices.issue(member.id)).catch((error: unknown) => {
        request.log.warn({ err: error }, 'device token not kept');
        return undefined;
      });
      // The browser's list: this member's token first, then the other members' it showed that are still
      // known, in the browser's order (the most recent first).
      const othersKnown = new Set(shown.filter((other) => other.memberId !== member.id).map((other) => other.token));
      const others = shownTokens.filter((other) => othersKnown.has(other));
      const browserTokens = [...new Set([device ?? [], others].flat())].slice(0, MAX_DEVICE_TOKENS);
      return {
        token,
        role: member.role,
        user: member.id,
        message: 'Login success',
        ...(device ? { device } : {}),
        ...(browserTokens.length > 0 ? { devices: browserTokens.join('.') } : {}),
      };
    } finally {
      if (!wrong) await attempt.release();
    }
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
