import { eq, or, sql } from 'drizzle-orm';
import type { Profile } from '../../lib/contract';
import type { Database } from '../db/client';
import { members } from '../db/schema';

const profileColumns = {
  id: members.id,
  username: members.username,
  firstname: members.firstname,
  lastname: members.lastname,
  email: members.email,
  language: members.language,
  thumbnail: members.thumbnail,
};

function toProfile(row: { [K in keyof typeof profileColumns]: (typeof profileColumns)[K]['_']['data'] }): Profile {
  return { ...row, language: row.language === 'en' ? 'en' : 'th' };
}

export function createMemberRepository(db: Database) {
  return {
    /** Sign-in identifier: the username or the e-mail, case-insensitively (both are unique on lower()). */
    async findForLogin(identifier: string) {
      const needle = identifier.trim().toLowerCase();
      const [row] = await db
        .select({ id: members.id, role: members.role, passwordHash: members.passwordHash })
        .from(members)
        .where(or(eq(sql`lower(${members.username})`, needle), eq(sql`lower(${members.email})`, needle)))
        .limit(1);
      if (!row) return undefined;
      return { ...row, role: row.role === 'admin' ? ('admin' as const) : ('member' as const) };
    },

    async findProfile(id: number): Promise<Profile | undefined> {
      const [row] = await db.select(profileColumns).from(members).where(eq(members.id, id));
      return row ? toProfile(row) : undefined;
    },
  };
}
export type MemberRepository = ReturnType<typeof createMemberRepository>;
