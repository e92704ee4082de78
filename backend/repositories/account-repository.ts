import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Language, MemberProfile } from '../../lib/contract';
import type { Database } from '../db/client';
import { memberDevices, members, sessions } from '../db/schema';

const columns = {
  id: members.id,
  username: members.username,
  firstname: members.firstname,
  lastname: members.lastname,
  email: members.email,
  language: members.language,
  thumbnail: members.thumbnail,
  phone: members.phone,
  gender: members.gender,
};

interface Row {
  id: number;
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  language: string;
  thumbnail: string;
  phone: string | null;
  gender: string | null;
}

function toMemberProfile(row: Row): MemberProfile {
  const gender = row.gender === 'male' || row.gender === 'female' || row.gender === 'other' ? row.gender : null;
  return { ...row, language: row.language === 'en' ? 'en' : 'th', phone: row.phone ?? '', gender };
}

export interface AccountChanges {
  firstname: string;
  lastname: string;
  username: string;
  phone: string;
  gender: 'male' | 'female' | 'other' | null;
}

/** The member's own account: profile page reads and writes (members issue, part B). */
export function createAccountRepository(db: Database) {
  const findProfile = async (id: number): Promise<MemberProfile | undefined> => {
    const [row] = await db.select(columns).from(members).where(eq(members.id, id));
    return row ? toMemberProfile(row) : undefined;
  };

  return {
    findProfile,

    /** Whether another member already uses this username (case-insensitively). */
    async usernameTaken(id: number, username: string): Promise<boolean> {
      const [row] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(sql`lower(${members.username})`, username.toLowerCase()), ne(members.id, id)))
        .limit(1);
      return row !== undefined;
    },

    async update(id: number, changes: AccountChanges): Promise<MemberProfile | undefined> {
      await db
        .update(members)
        .set({ ...changes, phone: changes.phone || null, updatedAt: new Date() })
        .where(eq(members.id, id));
      return findProfile(id);
    },

    async passwordHash(id: number): Promise<string | undefined> {
      const [row] = await db.select({ hash: members.passwordHash }).from(members).where(eq(members.id, id));
      return row?.hash;
    },

    /**
     * New password, in place of the one whose hash the caller verified; every other session of the member
     * is revoked (a stolen session ends here). False, changing nothing, when the password is no longer
     * that one: a reset link or another change took effect while this one was being checked and hashed,
     * and writing over it would undo the reset (and let the old password's holder choose the next one).
     */
    async setPassword(id: number, passwordHash: string, { replacing, keepSessionId }: { replacing: string; keepSessionId: number }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(members)
          .set({ passwordHash, updatedAt: new Date() })
          .where(and(eq(members.id, id), eq(members.passwordHash, replacing)))
          .returning({ id: members.id });
        if (changed.length === 0) return false;
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.memberId, id), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
        // Browsers are trusted by a sign-in with the new password only (device tokens, device-repository.ts).
        await tx.delete(memberDevices).where(eq(memberDevices.memberId, id));
        return true;
      });
    },

    /** Sets the avatar path and returns the previous one (so its file can go). */
    async setThumbnail(id: number, thumbnail: string): Promise<string | undefined> {
      const [before] = await db.select({ thumbnail: members.thumbnail }).from(members).where(eq(members.id, id));
      await db.update(members).set({ thumbnail, updatedAt: new Date() }).where(eq(members.id, id));
      return before?.thumbnail;
    },

    async setLanguage(id: number, language: Language): Promise<void> {
      await db.update(members).set({ language, updatedAt: new Date() }).where(eq(members.id, id));
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
