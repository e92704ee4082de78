import { randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { members, registrations } from '../db/schema';

export const OTP_TTL_MINUTES = 10;
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
  /** SHA-256 of the handle step 1 gave the browser that sent it. */
  attemptHash: string;
}

/** A username from the e-mail's local part, made unique with a short random suffix when taken. */
function usernameCandidate(email: string, attempt: number): string {
  const base = (email.split('@')[0] ?? 'member').replace(/[^a-zA-Z0-9._-]/g, '').slice(0, 24) || 'member';
  const padded = base.length < 3 ? `${base}user` : base;
  return attempt === 0 ? padded : `${padded}-${randomBytes(3).toString('hex')}`;
}

export function createRegistrationRepository(db: Database) {
  return {
    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db.select({ id: members.id }).from(members).where(eq(sql`lower(${members.email})`, email.toLowerCase())).limit(1);
      return Boolean(row);
    },

    async find(email: string): Promise<Registration | undefined> {
      const [row] = await db.select().from(registrations).where(eq(sql`lower(${registrations.email})`, email.toLowerCase())).limit(1);
      return row;
    },

    /** Starts (or restarts) a registration with a fresh OTP: failures and the send window start over. */
    async start(pending: PendingRegistration): Promise<void> {
      const values = {
        ...pending,
        otpExpiresAt: sql`now() + make_interval(mins => ${OTP_TTL_MINUTES})`,
        otpFailures: 0,
        lastSentAt: sql`now()`,
        sendWindowStart: sql`now()`,
        sendCount: 1,
        verifiedAt: null,
        registrationKeyHash: null,
      };
      await db.delete(registrations).where(eq(sql`lower(${registrations.email})`, pending.email.toLowerCase()));
      await db.insert(registrations).values(values);
    },

    /**
     * A new OTP for the same registration, with new details (and a new handle, so the browser that sent
     * them is the only one that can go on) when step 1 is repeated: failures are kept.
     */
    async resend(id: number, otp: { otpSalt: string; otpHash: string }, details?: Omit<PendingRegistration, 'otpSalt' | 'otpHash'>): Promise<void> {
      await db
        .update(registrations)
        .set({
          ...details,
          ...otp,
          otpExpiresAt: sql`now() + make_interval(mins => ${OTP_TTL_MINUTES})`,
          lastSentAt: sql`now()`,
          // A new hour starts a new send window.
          sendCount: sql`case when ${registrations.sendWindowStart} < now() - interval '1 hour' then 1 else ${registrations.sendCount} + 1 end`,
          sendWindowStart: sql`case when ${registrations.sendWindowStart} < now() - interval '1 hour' then now() else ${registrations.sendWindowStart} end`,
          verifiedAt: null,
          registrationKeyHash: null,
        })
        .where(eq(registrations.id, id));
    },

    /** Seconds since the last send, sends in the current hour, whether the OTP is still valid (database clock). */
    async timing(id: number) {
      const [row] = await db
        .select({
          sinceLastSend: sql<number>`extract(epoch from now() - ${registrations.lastSentAt})::float8`,
          sendsThisHour: sql<number>`case when ${registrations.sendWindowStart} < now() - interval '1 hour' then 0 else ${registrations.sendCount} end`,
          otpLive: sql<boolean>`${registrations.otpExpiresAt} > now()`,
          keyLive: sql<boolean>`${registrations.verifiedAt} > now() - make_interval(mins => ${REGISTRATION_KEY_MINUTES})`,
        })
        .from(registrations)
        .where(eq(registrations.id, id));
      return {
        sinceLastSend: Number(row?.sinceLastSend ?? 0),
        sendsThisHour: Number(row?.sendsThisHour ?? 0),
        otpLive: Boolean(row?.otpLive),
        keyLive: Boolean(row?.keyLive),
      };
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

    /** The OTP is spent; the registration key (hashed) lets step 3 finish. */
    async verify(id: number, registrationKeyHash: string): Promise<void> {
      // The right OTP took a try (takeOtpTry): it was not a failure.
      await db.update(registrations).set({ otpHash: null, otpFailures: sql`greatest(${registrations.otpFailures} - 1, 0)`, verifiedAt: sql`now()`, registrationKeyHash }).where(eq(registrations.id, id));
    },

    /** Creates the member from a verified registration and removes the registration, in one transaction. */
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
          await tx.delete(registrations).where(and(eq(registrations.id, registration.id)));
          if (!created) throw new Error('member insert returned nothing');
          return created.id;
        }
      });
    },
  };
}
export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
