import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { ErrorCode } from '../../lib/contract';
import { clientNetwork } from '../lib/client-network';
import { HttpError } from '../lib/http-error';
import { mailerFromEnv, type Mailer } from '../lib/mailer';
import { createRateLimiter, memoryStore, redisStore, type Limit, type RateLimiter } from '../lib/rate-limiter';
import { globalPlugin } from './global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    limiter: RateLimiter;
    /** Counts one event; throws a 429 when it goes over the limit (with `text`'s message, if given). */
    consumeLimit(limit: Limit, subject: string, text?: LimitText): Promise<void>;
    /**
     * Runs work the answer must not wait for (nor show in its timing): started after the handler has
     * returned, its failure logged. Closing the app waits for it.
     */
    afterAnswer(what: string, task: () => Promise<unknown>): void;
    /** Resolves once every afterAnswer task started so far has ended (tests; closing). */
    settled(): Promise<void>;
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// The Playwright suite drives every journey from 127.0.0.1: per-address limits are widened there
// (per-account limits stay), so the suite's own sign-ins never trip them.
const ipFactor = process.env.E2E === '1' ? 50 : 1;

/** The members issue's limits: failures per account and per address, sends and attempts per hour. */
export const Limits = {
  loginFailAccount: { name: 'login-fail-account', max: 5, windowMs: 15 * MINUTE },
  // Failures from a browser the member signed in from before (its device token): counted against that
  // browser instead of the account and the address, so no one else's failures lock the member out of it.
  loginFailDevice: { name: 'login-fail-device', max: 5, windowMs: 15 * MINUTE },
  // Wrong current passwords given to the password change, per session.
  passwordCheckSession: { name: 'password-check-session', max: 5, windowMs: 15 * MINUTE },
  loginFailIp: { name: 'login-fail-ip', max: 5 * ipFactor, windowMs: 15 * MINUTE },
  registerIp: { name: 'register-ip', max: 10 * ipFactor, windowMs: HOUR },
  otpVerifyIp: { name: 'otp-verify-ip', max: 30 * ipFactor, windowMs: HOUR },
  otpResendIp: { name: 'otp-resend-ip', max: 10 * ipFactor, windowMs: HOUR },
  forgetIp: { name: 'forget-ip', max: 10 * ipFactor, windowMs: HOUR },
  forgetAccount: { name: 'forget-account', max: 3, windowMs: HOUR },
  resetIp: { name: 'reset-ip', max: 20 * ipFactor, windowMs: HOUR },
  // Opening a reset link (the page asks whether it can still be used): a few per link, so more than resets.
  resetCheckIp: { name: 'reset-check-ip', max: 60 * ipFactor, windowMs: HOUR },
  // The contact form, per client address (not widened for the Playwright suite: it sends one message).
  contactIp: { name: 'contact-ip', max: 5, windowMs: 10 * MINUTE },
  // Avatar uploads that reach decoding, per member. A person sets a picture and perhaps tries another
  // crop or two: 10 in 10 minutes is far beyond that, yet caps what one session can make the server
  // decode (a 24 MP PNG costs up to about a second and 250 MB; see media/avatar.ts).
  avatarUploadMember: { name: 'avatar-upload-member', max: 10, windowMs: 10 * MINUTE },
} as const satisfies Record<string, Limit>;

/** The 429's English message, from the minutes to wait. */
export type LimitText = (minutes: number) => string;

const attemptsText: LimitText = (minutes) => `Too many attempts. Please try again in ${minutes} minute(s).`;

export function tooManyRequests(seconds: number, text: LimitText = attemptsText): HttpError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(429, ErrorCode.rateLimited, text(minutes), seconds);
}

/**
 * Counts an attempt before it is checked, against one limit after another (count): over a limit, a
 * 429. A burst of parallel guesses cannot all read a count under the limit before any is counted.
 * Only a failure keeps its counts: the caller gives them back (release) on anything else, a success,
 * a refusal by a limit or an error of ours (a database hiccup is no member's failed sign-in).
 */
export function attemptCounter(limiter: RateLimiter) {
  const counted: [Limit, string][] = [];
  return {
    async count(limit: Limit, subject: string): Promise<void> {
      const wait = await limiter.consume(limit, subject);
      counted.push([limit, subject]);
      if (wait > 0) throw tooManyRequests(wait);
    },
    /** Never throws (it runs in a `finally`: the answer or the error before it must stand); a refund that fails leaves its count, the stricter side. */
    async release(): Promise<void> {
      await Promise.allSettled(counted.splice(0).map(([limit, subject]) => limiter.refund(limit, subject)));
    },
  };
}

/** The client's address: the forwarded one only when the request came through a trusted proxy (see app.ts). */
export const clientIp = (request: FastifyRequest) => request.ip;

/** Whom the per-address limits count: the client's IPv4 address, or its IPv6 /64 network (clientNetwork). */
export const clientSubject = (request: FastifyRequest) => clientNetwork(request.ip);

export type MembersServicesOptions = {
  mailer?: Mailer;
  limiter?: RateLimiter;
};

/** How long closing waits for work that runs after answers (a reset mail). */
const CLOSE_WAIT_MS = 10_000;

/** Mail and rate limits: SMTP or the outbox; counters in Redis (REDIS_URL) or in memory. */
export const membersServicesPlugin = globalPlugin(async (app: FastifyInstance, options: MembersServicesOptions) => {
  const limiter =
    options.limiter ??
    createRateLimiter(process.env.REDIS_URL ? redisStore(new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 2 })) : memoryStore());
  app.decorate('mailer', options.mailer ?? mailerFromEnv((message) => app.log.info(message)));
  app.decorate('limiter', limiter);
  app.decorate('consumeLimit', async (limit: Limit, subject: string, text?: LimitText) => {
    const wait = await limiter.consume(limit, subject);
    if (wait > 0) throw tooManyRequests(wait, text);
  });
  const running = new Set<Promise<void>>();
  app.decorate('afterAnswer', (what: string, task: () => Promise<unknown>) => {
    const run = new Promise<void>((started) => setImmediate(started))
      .then(task)
      .then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, `${what} failed`),
      )
      .finally(() => running.delete(run));
    running.add(run);
  });
  app.decorate('settled', async () => {
    while (running.size > 0) await Promise.allSettled([...running]);
  });
  app.addHook('onClose', async () => {
    // A mail server that hangs must not hold the shutdown (nor the database's flush after it) for long.
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = await Promise.race([
      app.settled().then(() => false),
      new Promise<boolean>((done) => {
        timer = setTimeout(() => done(true), CLOSE_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
    if (gaveUp) app.log.warn(`closing with ${running.size} task(s) after the answer still running`);
    if (!options.limiter) await limiter.close();
  });
});
