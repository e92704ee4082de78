import type { FastifyInstance } from 'fastify';
import { ErrorCode, ValidationText } from '../../../../lib/contract';
import { isCommonPassword } from '../../../lib/common-passwords';
import { HttpError } from '../../../lib/http-error';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import { isUniqueViolation } from '../../../lib/pg-errors';
import { AvatarsBusyError, checkAvatar, removeAvatar, resizeAvatar, storeAvatar } from '../../../media/avatar';
import { memberOf } from '../../../plugins/auth';
import { attemptCounter, Limits } from '../../../plugins/members-services';
import { defineEndpoint } from '../../define-endpoint';
import { commonPasswordError } from '../auth/register';

const currentWrong = () => new HttpError(400, ErrorCode.invalidCredentials, 'The current password is not correct.');
const usernameTaken = () => new HttpError(409, ErrorCode.validation, ValidationText.usernameTaken);
const tooManyUploads = (minutes: number) => `Too many picture uploads. Please try again in ${minutes} minute(s).`;
/** A member's second upload while the first is still being taken: refused, so one member cannot fill the decode queue. */
const ONE_AT_A_TIME = 'Your previous picture is still being processed. Please try again in a moment.';

/** The profile page's calls: password change, profile update, avatar, language (members issue, part B). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { accounts } = app.repositories;

  const profileOf = async (id: number) => {
    const profile = await accounts.findProfile(id);
    // The member was deleted between the token check and now: the session is gone too.
    if (!profile) throw HttpError.unauthorized();
    return profile;
  };

  defineEndpoint(app, 'auth/password', async ({ body, request, reply }) => {
    reply.header('cache-control', 'no-store');
    const { memberId, sessionId } = memberOf(request);
    // Guessing the current password is guessing the sign-in password: the session has a failure budget
    // of its own (5 per 15 minutes, as a browser at sign-in), so a stolen session cannot brute-force it
    // here either, and failed sign-ins elsewhere (which lock the account for unknown browsers) do not
    // stop the member, signed in, from changing it. As at sign-in, the attempt counts before the check
    // (parallel guesses included) and a right one is given back.
    const attempt = attemptCounter(app.limiter);
    let wrong = false;
    let hash: string | undefined;
    try {
      await attempt.count(Limits.passwordCheckSession, `session:${sessionId}`);
      hash = await accounts.passwordHash(memberId);
      if (!hash || !(await verifyPassword(hash, body.current))) {
        wrong = true;
        throw currentWrong();
      }
    } finally {
      if (!wrong) await attempt.release();
    }
    if (body.current === body.password) {
      throw new HttpError(400, ErrorCode.validation, ValidationText.passwordSame);
    }
    // The same rule as registration and a reset link.
    if (isCommonPassword(body.password)) throw commonPasswordError();
    // Refused when a reset (or another change) replaced the verified password meanwhile: that one stands.
    if (!(await accounts.setPassword(memberId, await hashPassword(body.password), { replacing: hash, keepSessionId: sessionId }))) throw currentWrong();
    return { message: 'Password changed' };
  });

  defineEndpoint(app, 'auth/account/update', async ({ body, request, reply }) => {
    reply.header('cache-control', 'no-store');
    const { memberId } = memberOf(request);
    if (await accounts.usernameTaken(memberId, body.username)) {
      throw usernameTaken();
    }
    const { firstname, lastname, username, phone, gender } = body;
    try {
      await accounts.update(memberId, { firstname, lastname, username, phone, gender });
    } catch (error) {
      // Two members claiming the same username at once: the unique index decides.
      if (isUniqueViolation(error)) throw usernameTaken();
      throw error;
    }
    return { result: await profileOf(memberId) };
  });

  /** Members with an upload being decoded or waiting for its turn, in this process. */
  const uploading = new Set<number>();
  defineEndpoint(app, 'auth/account/upload', async ({ body, request, reply }) => {
    reply.header('cache-control', 'no-store');
    const { memberId } = memberOf(request);
    // Refusals that need no decoding (wrong type, markup, too large) come first and are not counted:
    // they cost what any request of that size costs. The limit counts the uploads that get decoded.
    const image = checkAvatar(body.image);
    // While it waits for its turn the request keeps the bytes, not also the data URL (a third larger).
    body.image = '';
    // One upload per member at a time: the decode queue's places are shared by every member.
    if (uploading.has(memberId)) throw new HttpError(429, ErrorCode.rateLimited, ONE_AT_A_TIME);
    uploading.add(memberId);
    try {
      const subject = `member:${memberId}`;
      await app.consumeLimit(Limits.avatarUploadMember, subject, tooManyUploads);
      let webp: Buffer;
      try {
        webp = await resizeAvatar(image);
      } catch (error) {
        // Turned away by a full queue: nothing was decoded, so the upload does not count.
        if (error instanceof AvatarsBusyError) {
          reply.header('retry-after', '2');
          await app.limiter.refund(Limits.avatarUploadMember, subject).catch(() => undefined);
        }
        throw error;
      }
      const thumbnail = await storeAvatar(memberId, webp);
      const previous = await accounts.setThumbnail(memberId, thumbnail);
      await removeAvatar(previous).catch((error: unknown) => request.log.warn({ err: error }, 'old avatar not removed'));
    } finally {
      uploading.delete(memberId);
    }
    return { result: await profileOf(memberId) };
  });

  defineEndpoint(app, 'auth/language/change', async ({ body, request }) => {
    await accounts.setLanguage(memberOf(request).memberId, body.language);
    return { message: 'Language changed' };
  });
}
