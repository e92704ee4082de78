import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { members, sessions } from '../db/schema';

export const SESSION_TTL_DAYS = 30;
/** A session the member did not ask to remember ends after 12 hours, on the backend too. */
export const SHORT_SESSION_TTL_HOURS = 12;

/** Only the SHA-256 of a token is stored: a leaked sessions table grants no access. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface ActiveSession {
  sessionId: number;
  memberId: number;
  role: 'member' | 'admin';
}

export function createSessionRepository(db: Database) {
  /** A new session's token; `within` a transaction of the caller's (one that checked the member under a lock). */
  async function create(memberId: number, { remember = true, within = db }: { remember?: boolean; within?: Pick<Database, 'insert'> } = {}): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await within.insert(sessions).values({
      memberId,
      tokenHash: hashToken(token),
      expiresAt: remember
        ? sql`now() + make_interval(days => ${SESSION_TTL_DAYS})`
        : sql`now() + make_interval(hours => ${SHORT_SESSION_TTL_HOURS})`,
    });
    return token;
  }

  return {
    create,

    /**
     * A session for a sign-in by password, started only while the password is still the one whose hash
     * was verified; undefined when it is not. A password change or reset that commits while the
     * password is being checked ends the sessions there are: one started after it would outlive it.
     * The member's row is held (shared) until the session is written, so a change waits for it and
     * then ends it too, and a login that waited for a change finds the new hash and starts none.
     */
    async createForPassword(memberId: number, verifiedHash: string, { remember = true }: { remember?: boolean } = {}): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.id, memberId), eq(members.passwordHash, verifiedHash)))
          .for('share');
        return current ? create(memberId, { remember, within: tx }) : undefined;
      });
    },

    /** The session of a token if it exists, is not revoked and has not expired (database clock). */
    async findActive(token: string): Promise<ActiveSession | undefined> {
      const [row] = await db
        .select({ sessionId: sessions.id, memberId: sessions.memberId, role: members.role })
        .from(sessions)
        .innerJoin(members, eq(members.id, sessions.memberId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
        .limit(1);
      if (!row) return undefined;
      return { ...row, role: row.role === 'admin' ? 'admin' : 'member' };
    },

    async revoke(sessionId: number): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** Revokes every live session of a member; answers how many. */
    async revokeAllOfMember(memberId: number): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
