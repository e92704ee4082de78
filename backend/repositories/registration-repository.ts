import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { members, registrations } from '../db/schema';
import { OTP_TTL_MINUTES } from '../../lib/contract/members';

export { OTP_TTL_MINUTES };
export const OTP_MAX_FAILURES = 5;
export const OTP_MAX_SENDS_PER_HOUR = 5;
/** Step 3 must follow step 2 within this time. */
export const REGISTRATION_KEY_MINUTES = 60;

export type Registration = typeof registrations.$inferSelect;

export interface PendingRegistration {
  email: string;
  firstname: string;
  lastname: string;
  passwordHash: string;
  language: 'th' | 'en';
  otpSalt: string;
  otpHash: string;
  /** SHA-256 of the handle step 1 gave the browser that sent it (one attempt). */
  attemptHash: string;
}

/** A username from the e-mail's local part, made unique with a short random suffix when taken. */
function usernameCandidate(email: string, attempt: number): string {
  const base = (email.split('@')[0] ?? 'member').replace(/[^a-zA-Z0-9._-]/g, '').slice(0, 24) || 'member';
  const padded = base.length < 3 ? `${base}user` : base;
  return attempt === 0 ? padded : `${padded}-${randomBytes(3).toString('hex')}`;
}

export function createRegistrationRepository(db: Database) {
  /** The address's attempt that meets a condition. */
  const attemptOf = async (email: string, condition: SQL): Promise<Registration | undefined> => {
    const [row] = await db
      .select()
      .from(registrations)
      .where(and(eq(sql`lower(${registrations.email})`, email.toLowerCase()), condition))
      .limit(1);
    return row;
  };

  return {
    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db.select({ id: members.id }).from(members).where(eq(sql`lower(${members.email})`, email.toLowerCase())).limit(1);
      return Boolean(row);
    },

    /** The attempt a handle names (its SHA-256), for that address. */
    find: (email: string, attemptHash: string) => attemptOf(email, eq(registrations.attemptHash, attemptHash)),

    /**
     * Records a send to an address, a new attempt (start) or a new OTP for one (resend, whose failures
     * are kept), if the address's limits allow it: one per `cooldown` seconds and `perHour` an hour over
     * all its attempts. Checked and recorded under a lock on the address, so that parallel requests
     * cannot all read counts under the limits. Seconds to wait, or 0 when recorded.
     */
    async recordSend(
      email: string,
      limits: { cooldown: number; perHour: number },
      send: { start: PendingRegistration } | { resend: { id: number; otpSalt: string; otpHash: string } },
    ): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`registration:${email.toLowerCase()}`}))`);
        // An attempt's sends all count while its latest is under an hour old (the strict side).
        const [sends] = await tx
          .select({
            sinceLast: sql<number | null>`extract(epoch from now() - max(${registrations.lastSentAt}))::float8`,
            inHour: sql<number>`coalesce(sum(${registrations.sendCount}) filter (where ${registrations.lastSentAt} >= now() - interval '1 hour'), 0)::int`,
            freesIn: sql<number | null>`extract(epoch from min(${registrations.lastSentAt}) filter (where ${registrations.lastSentAt} >= now() - interval '1 hour') + interval '1 hour' - now())::float8`,
          })
          .from(registrations)
          .where(eq(sql`lower(${registrations.email})`, email.toLowerCase()));
        if (sends?.sinceLast != null && Number(sends.sinceLast) < limits.cooldown) return Math.ceil(limits.cooldown - Number(sends.sinceLast));
        if (Number(sends?.inHour ?? 0) >= limits.perHour) return Math.max(1, Math.ceil(Number(sends?.freesIn ?? 0)));
        const fresh = { otpExpiresAt: sql`now() + make_interval(mins => ${OTP_TTL_MINUTES})`, lastSentAt: sql`now()` };
        if ('resend' in send) {
          const { id, ...otp } = send.resend;
          await tx
            .update(registrations)
            .set({ ...otp, ...fresh, sendCount: sql`${registrations.sendCount} + 1` })
            .where(eq(registrations.id, id));
          return 0;
        }
        // Attempts (of any address) whose last send or verification is over an hour old are over: their
        // OTP and key are dead and they count no more sends. The table holds about an hour of attempts.
        await tx.delete(registrations).where(lt(sql`coalesce(${registrations.verifiedAt}, ${registrations.lastSentAt})`, sql`now() - interval '1 hour'`));
        await tx.insert(registrations).values({
          ...send.start,
          ...fresh,
          otpFailures: 0,
          sendWindowStart: sql`now()`,
          sendCount: 1,
          verifiedAt: null,
          registrationKeyHash: null,
        });
        return 0;
      });
    },

    /**
     * Amends the name and password of the attempt a handle names (its SHA-256) for that address, while its
     * code can still be used: not verified, not locked, unexpired (database clock). No code is mailed and
     * no send counted; its OTP, tries and times stay. In one statement, so a verification or a lock at the
     * same moment either comes after it or leaves it undone. Whether it was amended.
     */
    async amend(email: string, attemptHash: string, details: { firstname: string; lastname: string; passwordHash: string }): Promise<boolean> {
      const done = await db
        .update(registrations)
        .set(details)
        .where(
          and(
            eq(sql`lower(${registrations.email})`, email.toLowerCase()),
            eq(registrations.attemptHash, attemptHash),
            isNull(registrations.verifiedAt),
            isNotNull(registrations.otpHash),
            lt(registrations.otpFailures, OTP_MAX_FAILURES),
            gt(registrations.otpExpiresAt, sql`now()`),
          ),
        )
        .returning({ id: registrations.id });
      return done.length > 0;
    },

    /** Whether the attempt's OTP and its registration key are still valid (database clock). */
    async timing(id: number) {
      const [row] = await db
        .select({
          otpLive: sql<boolean>`${registrations.otpExpiresAt} > now()`,
          keyLive: sql<boolean>`${registrations.verifiedAt} > now() - make_interval(mins => ${REGISTRATION_KEY_MINUTES})`,
        })
        .from(registrations)
        .where(eq(registrations.id, id));
      return { otpLive: Boolean(row?.otpLive), keyLive: Boolean(row?.keyLive) };
    },

    /**
     * Takes one of the OTP's tries, in one statement: the failure count goes up only while under
     * OTP_MAX_FAILURES, so parallel guesses cannot all read a count under it before any is counted.
     * The count after it, or null when no try was left. A right OTP ends the registration's guessing
     * (verify), so a try taken is never given back.
     */
    async takeOtpTry(id: number): Promise<number | null> {
      const [row] = await db
        .update(registrations)
        .set({ otpFailures: sql`${registrations.otpFailures} + 1` })
        .where(and(eq(registrations.id, id), lt(registrations.otpFailures, OTP_MAX_FAILURES)))
        .returning({ failures: registrations.otpFailures });
      return row ? row.failures : null;
    },

    /**
     * The OTP is spent; the registration key (hashed) lets step 3 finish. Only if the OTP is still the
     * one compared (a resend in between made it another): whether it was.
     */
    async verify(id: number, otpHash: string, registrationKeyHash: string): Promise<boolean> {
      // The right OTP took a try (takeOtpTry): it was not a failure.
      const done = await db
        .update(registrations)
        .set({ otpHash: null, otpFailures: sql`greatest(${registrations.otpFailures} - 1, 0)`, verifiedAt: sql`now()`, registrationKeyHash })
        .where(and(eq(registrations.id, id), eq(registrations.otpHash, otpHash)))
        .returning({ id: registrations.id });
      return done.length > 0;
    },

    /** The verified attempt a registration key (its SHA-256) belongs to, for that address. */
    findVerified: (email: string, registrationKeyHash: string) => attemptOf(email, eq(registrations.registrationKeyHash, registrationKeyHash)),

    /** Creates the member from a verified registration and removes the address's attempts, in one transaction. */
    async complete(registration: Registration, extra: { phone: string; gender: 'male' | 'female' | 'other' | null }): Promise<number> {
      return db.transaction(async (tx) => {
        for (let attempt = 0; ; attempt += 1) {
          const username = usernameCandidate(registration.email, attempt);
          const [taken] = await tx.select({ id: members.id }).from(members).where(eq(sql`lower(${members.username})`, username.toLowerCase())).limit(1);
          if (taken && attempt < 5) continue;
          const [created] = await tx
            .insert(members)
            .values({
              username,
              email: registration.email,
              passwordHash: registration.passwordHash,
              firstname: registration.firstname,
              lastname: registration.lastname,
              language: registration.language,
              phone: extra.phone || null,
              gender: extra.gender,
            })
            .returning({ id: members.id });
          // Every attempt of the address ends with it.
          await tx.delete(registrations).where(eq(sql`lower(${registrations.email})`, registration.email.toLowerCase()));
          if (!created) throw new Error('member insert returned nothing');
          return created.id;
        }
      });
    },
  };
}
export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
