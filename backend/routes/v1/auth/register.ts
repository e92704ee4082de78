import type { FastifyInstance } from 'fastify';
import { ErrorCode, OTP_VERIFIED, ValidationText } from '../../../../lib/contract';
import { otpMail, RESEND_COOLDOWN } from '../../../lib/auth-mails';
import { isCommonPassword } from '../../../lib/common-passwords';
import { HttpError } from '../../../lib/http-error';
import { retryingUniqueViolations } from '../../../lib/pg-errors';
import { hashPassword } from '../../../lib/passwords';
import { hashOtp, newOtp, newSalt, newToken, sameSecret, sha256 } from '../../../lib/secrets';
import { clientSubject, Limits, tooManyRequests } from '../../../plugins/members-services';
import { OTP_MAX_FAILURES, OTP_MAX_SENDS_PER_HOUR } from '../../../repositories/registration-repository';
import { defineEndpoint } from '../../define-endpoint';

const emailTaken = () => new HttpError(409, ErrorCode.emailTaken, 'This e-mail is already in use.');
const otpInvalid = () => new HttpError(400, ErrorCode.otpInvalid, 'The OTP is not correct.');
const otpExpired = () => new HttpError(400, ErrorCode.otpExpired, 'The OTP has expired. Please ask for a new one.');
const otpLocked = () => new HttpError(429, ErrorCode.otpLocked, 'Too many wrong OTPs. Please start the registration again.');
const registrationInvalid = () => new HttpError(400, ErrorCode.registrationInvalid, 'Please start the registration again.');

export function commonPasswordError(): HttpError {
  return new HttpError(400, ErrorCode.validation, ValidationText.passwordCommon);
}

/** Registration in three steps with an e-mailed, single-use, hashed, attempt- and send-limited OTP. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  const { registrations } = app.repositories;

  const mailOtp = async (email: string, language: 'th' | 'en') => {
    const otp = newOtp();
    const salt = newSalt();
    return { otp, salt, hash: hashOtp(otp, salt), send: () => app.mailer.send(otpMail(email, otp, language)) };
  };

  /** A send to an address, within its limits over all its attempts (60 s apart, at most 5 an hour), else a 429. */
  const recordSend = async (email: string, send: Parameters<typeof registrations.recordSend>[2]) => {
    const wait = await registrations.recordSend(email, { cooldown: RESEND_COOLDOWN, perHour: OTP_MAX_SENDS_PER_HOUR }, send);
    if (wait > 0) throw tooManyRequests(wait);
  };

  defineEndpoint(app, 'auth/register/step/1', async ({ body, request, reply }) => {
    reply.header('cache-control', 'no-store');
    await app.consumeLimit(Limits.registerIp, clientSubject(request));
    if (isCommonPassword(body.password)) throw commonPasswordError();
    if (await registrations.emailTaken(body.email)) throw emailTaken();
    const passwordHash = await hashPassword(body.password);
    // Back from step 2 to correct a name or the password: the attempt this browser holds the handle of,
    // for this address, takes the new details while its code is valid, with no new code (the address's
    // one-a-minute limit would refuse one) and no send counted. Only the handle's holder can: it names
    // the attempt with the address. Any other handle, or another address, is a new attempt below.
    if (body.attempt) {
      const details = { firstname: body.firstname, lastname: body.lastname, passwordHash };
      if (await registrations.amend(body.email, sha256(body.attempt), details)) {
        return { message: 'Details updated. The code already sent stays valid.', email: body.email, attempt: body.attempt, amended: true };
      }
    }
    // Each step 1 is an attempt of its own, named by a handle only this browser gets: someone else
    // repeating step 1 for the address starts another attempt, which neither changes this one's details
    // nor uses up its OTP tries, and never sees the code mailed to the address. The address's sends
    // are counted over all its attempts (recordSend), which bounds the guesses at an address too.
    const attempt = newToken();
    const code = await mailOtp(body.email, body.language);
    await recordSend(body.email, {
      start: {
        email: body.email,
        firstname: body.firstname,
        lastname: body.lastname,
        passwordHash,
        language: body.language,
        attemptHash: sha256(attempt),
        otpSalt: code.salt,
        otpHash: code.hash,
      },
    });
    await code.send();
    return { message: 'OTP sent.', email: body.email, attempt, amended: false };
  });

  defineEndpoint(app, 'auth/register/resend', async ({ body, request, reply }) => {
    reply.header('cache-control', 'no-store');
    await app.consumeLimit(Limits.otpResendIp, clientSubject(request));
    const existing = await registrations.find(body.email, sha256(body.attempt));
    // A locked attempt takes no new code (one would be refused: a resend never buys more guesses), nor
    // one of the address's sends: the browser starts again at step 1 with what it typed, a new attempt.
    if (!existing || existing.verifiedAt || existing.otpFailures >= OTP_MAX_FAILURES) throw registrationInvalid();
    const code = await mailOtp(existing.email, existing.language === 'en' ? 'en' : 'th');
    // The failure count stays: a resend never buys more guesses.
    await recordSend(existing.email, { resend: { id: existing.id, otpSalt: code.salt, otpHash: code.hash } });
    await code.send();
    return { message: 'OTP sent.' };
  });

  defineEndpoint(app, 'auth/register/step/2', async ({ body, request, reply }) => {
    reply.header('cache-control', 'no-store');
    await app.consumeLimit(Limits.otpVerifyIp, clientSubject(request));
    // Only the attempt this browser started: a wrong handle takes no OTP try.
    const existing = await registrations.find(body.email, sha256(body.attempt));
    if (!existing) throw registrationInvalid();
    if (!existing.otpHash) throw otpInvalid();
    if (existing.otpFailures >= OTP_MAX_FAILURES) throw otpLocked();
    const timing = await registrations.timing(existing.id);
    if (!timing.otpLive) throw otpExpired();
    // The try is taken before the OTP is compared, in one statement (parallel guesses included).
    const tries = await registrations.takeOtpTry(existing.id);
    if (tries === null) throw otpLocked();
    if (!sameSecret(hashOtp(body.otp, existing.otpSalt), existing.otpHash)) {
      if (tries >= OTP_MAX_FAILURES) throw otpLocked();
      throw otpInvalid();
    }
    const key = newToken();
    // A resend since the read made the compared code a dead one.
    if (!(await registrations.verify(existing.id, existing.otpHash, sha256(key)))) throw otpInvalid();
    return { message: OTP_VERIFIED, registration: key };
  });

  defineEndpoint(app, 'auth/register/step/3', async ({ body, reply }) => {
    reply.header('cache-control', 'no-store');
    const existing = await registrations.findVerified(body.email, sha256(body.registration));
    if (!existing || !(await registrations.timing(existing.id)).keyLive) throw registrationInvalid();
    if (await registrations.emailTaken(existing.email)) throw emailTaken();
    // Another address with the same local part (somchai@a and somchai@b) may take the username made
    // from it at the same moment (PostgreSQL): run again, now seeing it taken.
    await retryingUniqueViolations(() => registrations.complete(existing, { phone: body.phone, gender: body.gender ?? null }), {
      // Unless a step 3 at the same moment (a double submit, another verified attempt) made the account first.
      onViolation: async () => {
        if (await registrations.emailTaken(existing.email)) throw emailTaken();
      },
      exhausted: () => new HttpError(409, ErrorCode.validation, 'Please try again.'),
    });
    return { message: 'Registration complete.' };
  });
}
