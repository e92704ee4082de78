import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { RESET_LINK_MINUTES } from '../../lib/contract';
import type { Database } from '../db/client';
import { memberDevices, members, passwordResets, sessions } from '../db/schema';
import { claimAddress } from './social-account-repository';

/** A link that can still be spent: known, unused, not expired. */
const usableLink = (tokenHash: string) => and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`));

export function createPasswordResetRepository(db: Database) {
  return {
    async findMemberByEmail(email: string) {
      const [row] = await db
        .select({ id: members.id, firstname: members.firstname, language: members.language })
        .from(members)
        .where(eq(sql`lower(${members.email})`, email.toLowerCase()))
        .limit(1);
      return row;
    },

    /** Stores a new link's token hash; earlier unused links of the member stop working. */
    async create(memberId: number, tokenHash: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(passwordResets).set({ usedAt: sql`now()` }).where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt)));
        await tx.insert(passwordResets).values({ memberId, tokenHash, expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_MINUTES})` });
      });
    },

    /** The link is known, unused and not expired (it may still be spent by someone else before it is used here). */
    async usable(tokenHash: string): Promise<boolean> {
      const [row] = await db
        .select({ id: passwordResets.id })
        .from(passwordResets)
        .where(usableLink(tokenHash))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Spends a link: sets the password and revokes every session of the member. Returns false when the
     * link is unknown, used or expired. The update claims the row, so a link works exactly once. The reset
     * proves the address is the person's: on a member whose address nothing had proven (made by a Google or
     * Facebook sign-in that did not vouch for it) the identities linked before are unlinked too, as they may
     * be someone else's, whose profile showed the address first (claimAddress).
     */
    async consume(tokenHash: string, passwordHash: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(usableLink(tokenHash))
          .returning({ memberId: passwordResets.memberId });
        if (!claimed) return false;
        await tx.update(members).set({ passwordHash, updatedAt: sql`now()` }).where(eq(members.id, claimed.memberId));
        await tx.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.memberId, claimed.memberId), isNull(sessions.revokedAt)));
        // The browsers the old password signed in from are trusted no more (device tokens, device-repository.ts).
        await tx.delete(memberDevices).where(eq(memberDevices.memberId, claimed.memberId));
        // Does nothing where the address was proven already (claimAddress reads that under its hold).
        await claimAddress(tx, claimed.memberId);
        return true;
      });
    },
  };
}
export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
