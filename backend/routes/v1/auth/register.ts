import type { FastifyInstance } from 'fastify';
import { ErrorCode, OTP_VERIFIED, ValidationText } from '../../../../lib/contract';
import { otpMail, RESEND_COOLDOWN } from '../../../lib/auth-mails';
import { isCommonPassword } from '../../../lib/common-passwords';
import { HttpError } from '../../../lib/http-error';
import { hashPassword } from '../../../lib/passwords';
import { hashOtp, newOtp, newSalt, newToken, sameSecret, sha256 } from '../../../lib/secrets';
import { clientIp, Limits, tooManyRequests } from '../../../plugins/members-services';
import { OTP_MAX_FAILURES, OTP_MAX_SENDS_PER_HOUR } from '../../../repositories/registration-repository';
import { defineEndpoint } from '../../define-endpoint';

const emailTaken = () => new HttpError(409, ErrorCode.emailTaken, 'This e-mail is already in use.');
const otpInvalid = () => new HttpError(400, ErrorCode.otpInvalid, 'The OTP is not correct.');
const otpExpired = () => new HttpError(400, ErrorCode.otpExpired, 'The OTP has expired. Please ask for a new one.');
const otpLocked = () => new HttpError(429, ErrorCode.otpLocked, 'Too many wrong OTPs. Please ask for a new code later.');
const registrationInvalid = () => new HttpError(400, ErrorCode.registrationInvalid, 'Please start the registration again.');

/** Whether a request carries the handle step 1 gave for this registration. */
const sameAttempt = (registration: { attemptHash: string | null }, attempt: string) =>
  registration.attemptHash !== null && sameSecret(sha256(attempt), registration.attemptHash);

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

  defineEndpoint(app, 'auth/register/step/1', async ({ body, request, reply }) => {
    reply.header('cache-control', 'no-store');
    await app.consumeLimit(Limits.registerIp, clientIp(request));
    if (isCommonPassword(body.password)) throw commonPasswordError();
    if (await registrations.emailTaken(body.email)) throw emailTaken();

    // The handle binds what follows to this browser: whoever repeats step 1 for the address gets a handle
    // of their own and leaves the earlier one useless, but cannot use a code mailed to the address's owner.
    const attempt = newToken();
    const details = {
      email: body.email,
      firstname: body.firstname,
      lastname: body.lastname,
      passwordHash: await hashPassword(body.password),
      language: body.language,
      attemptHash: sha256(attempt),
    };
    const code = await mailOtp(body.email, body.language);
    const existing = await registrations.find(body.email);
    const timing = existing ? await registrations.timing(existing.id) : undefined;
    if (existing && timing && timing.sinceLastSend < 3600) {
      // Repeating step 1 within the hour is a resend, whether the OTP is still live or expired: the
      // cooldown, the hourly cap and the failure count all still apply (a restart after the OTP's ten
      // minutes must not buy new tries or a new send window).
      if (timing.sinceLastSend < RESEND_COOLDOWN) throw tooManyRequests(RESEND_COOLDOWN - timing.sinceLastSend);
      if (timing.sendsThisHour >= OTP_MAX_SENDS_PER_HOUR) throw tooManyRequests(3600 - timing.sinceLastSend);
      await registrations.resend(existing.id, { otpSalt: code.salt, otpHash: code.hash }, details);
    } else {
      await registrations.start({ ...details, otpSalt: code.salt, otpHash: code.hash });
    }
    await code.send();
    return { message: 'OTP sent.', email: body.email, attempt };
  });

  defineEndpoint(app, 'auth/register/resend', async ({ body, request, reply }) => {
    reply.header('cache-control', 'no-store');
    await app.consumeLimit(Limits.otpResendIp, clientIp(request));
    const existing = await registrations.find(body.email);
    if (!existing || existing.verifiedAt || !sameAttempt(existing, body.attempt)) throw registrationInvalid();
    const timing = await registrations.timing(existing.id);
    if (timing.sinceLastSend < RESEND_COOLDOWN) throw tooManyRequests(RESEND_COOLDOWN - timing.sinceLastSend);
    if (timing.sendsThisHour >= OTP_MAX_SENDS_PER_HOUR) throw tooManyRequests(3600 - timing.sinceLastSend);
    const code = await mailOtp(existing.email, existing.language === 'en' ? 'en' : 'th');
    // The failure count stays: a resend never buys more guesses.
    await registrations.resend(existing.id, { otpSalt: code.salt, otpHash: code.hash });
    await code.send();
    return { message: 'OTP sent.' };
  });

  defineEndpoint(app, 'auth/register/step/2', async ({ body, request, reply }) => {
    reply.header('cache-control', 'no-store');
    await app.consumeLimit(Limits.otpVerifyIp, clientIp(request));
    const existing = await registrations.find(body.email);
    // Another browser's registration (or one restarted elsewhere since): no OTP try is taken, so nobody
    // can use up the tries of a registration they did not start.
    if (existing && !sameAttempt(existing, body.attempt)) throw registrationInvalid();
    if (!existing || !existing.otpHash) throw otpInvalid();
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
    await registrations.verify(existing.id, sha256(key));
    return { message: OTP_VERIFIED, registration: key };
  });

  defineEndpoint(app, 'auth/register/step/3', async ({ body, reply }) => {
    reply.header('cache-control', 'no-store');
    const existing = await registrations.find(body.email);
    if (!existing?.registrationKeyHash || !sameSecret(sha256(body.registration), existing.registrationKeyHash)) throw registrationInvalid();
    if (!(await registrations.timing(existing.id)).keyLive) throw registrationInvalid();
    if (await registrations.emailTaken(existing.email)) throw emailTaken();
    await registrations.complete(existing, { phone: body.phone, gender: body.gender ?? null });
    return { message: 'Registration complete.' };
  });
}
