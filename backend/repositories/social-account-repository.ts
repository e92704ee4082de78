import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { memberDevices, members, sessions, socialAccounts } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { retryingUniqueViolations } from '../lib/pg-errors';

export interface SocialIdentity {
  userid: string;
  name: string;
  email: string;
  social: 'google' | 'facebook';
  /** The provider vouches that the address belongs to this person (Google's email_verified). */
  verified: boolean;
}

function splitName(name: string, email: string): { firstname: string; lastname: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstname: email.split('@')[0] ?? 'Member', lastname: '' };
  return { firstname: parts[0] ?? '', lastname: parts.slice(1).join(' ') };
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The address's owner has shown up (a reset link, or a provider that vouches for the address) on a member
 * whose address nothing had proven: its Google/Facebook identities are unlinked and its sessions ended,
 * and the address counts as proven from now on. False, doing nothing, when the address was proven already.
 */
export async function claimAddress(tx: Transaction, memberId: number): Promise<boolean> {
  // Waits for a sign-in of a linked identity that holds the row (findOrCreate): its session, written
  // under that hold, is then there to be ended. The flag is read again under the hold: the owner's two
  // vouching sign-ins at once both saw it set, and the one that waited must not unlink what the first
  // linked and end its session, the address being proven by then.
  const [held] = await tx.select({ emailUnproven: members.emailUnproven }).from(members).where(eq(members.id, memberId)).for('update');
  if (!held?.emailUnproven) return false;
  await tx.delete(socialAccounts).where(eq(socialAccounts.memberId, memberId));
  await tx.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
  await tx.delete(memberDevices).where(eq(memberDevices.memberId, memberId));
  await tx.update(members).set({ emailUnproven: false, updatedAt: sql`now()` }).where(eq(members.id, memberId));
  return true;
}

export function createSocialAccountRepository(db: Database) {
  return {
    /**
     * The member of a provider identity: the linked one, else the member with that e-mail when the
     * provider vouches for the address, else a new member with an unusable random password. Links the
     * identity either way. Null when the address has an account but the provider does not vouch for it:
     * anyone can put any address on a Facebook profile (or an unverified one on a Google account), and
     * linking on it would hand them that member's account for good.
     * A member made by a sign-in that did not vouch is marked `emailUnproven`. When a vouching provider
     * then joins it, the address's owner has shown up: the identities linked before (whoever's profile
     * showed the address first) are unlinked and every session is ended, as a reset link does.
     * A sign-in that loses a race to make the member or link the identity is run again (see
     * retryingUniqueViolations): it then signs in to that member, or is refused as above.
     */
    async findOrCreate(
      identity: SocialIdentity,
      startSession: (tx: Transaction, memberId: number) => Promise<string>,
    ): Promise<{ id: number; role: 'member' | 'admin'; token: string } | null> {
      const signIn = async (tx: Transaction) => {
        const role = (value: string) => (value === 'admin' ? ('admin' as const) : ('member' as const));
        const [linked] = await tx
          .select({ id: members.id, role: members.role, emailUnproven: members.emailUnproven })
          .from(socialAccounts)
          .innerJoin(members, eq(members.id, socialAccounts.memberId))
          .where(and(eq(socialAccounts.provider, identity.social), eq(socialAccounts.providerUserId, identity.userid)))
          .limit(1)
          // Held until the session below is written: an owner proving the address meanwhile (claimAddress)
          // waits, then ends that session too; one that went first has unlinked the identity already.
          // (A vouching sign-in may claim the address itself, so it takes the row for update at once.)
          .for(identity.verified ? 'update' : 'share');
        if (linked) {
          // Linked while the address was unproven (before migration 0003 recorded it, say) and now vouched
          // for: the owner's own identity proves it, and the others linked meanwhile go (this one, unlinked
          // with them, is linked again).
          if (linked.emailUnproven && identity.verified && (await claimAddress(tx, linked.id))) {
            await tx.insert(socialAccounts).values({ memberId: linked.id, provider: identity.social, providerUserId: identity.userid });
          }
          return { id: linked.id, role: role(linked.role), token: await startSession(tx, linked.id) };
        }

        let [member] = await tx
          .select({ id: members.id, role: members.role, emailUnproven: members.emailUnproven })
          .from(members)
          .where(eq(sql`lower(${members.email})`, identity.email.toLowerCase()))
          .limit(1);
        if (member && !identity.verified) return null;
        if (member?.emailUnproven) await claimAddress(tx, member.id);
        if (!member) {
          const { firstname, lastname } = splitName(identity.name, identity.email);
          const local = (identity.email.split('@')[0] ?? '').replace(/[^a-zA-Z0-9._-]/g, '').slice(0, 20) || 'member';
          [member] = await tx
            .insert(members)
            .values({
              username: `${local}-${randomBytes(3).toString('hex')}`,
              email: identity.email,
              passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
              firstname,
              lastname,
              emailUnproven: !identity.verified,
            })
            .returning({ id: members.id, role: members.role, emailUnproven: members.emailUnproven });
        }
        if (!member) throw new Error('member insert returned nothing');
        await tx.insert(socialAccounts).values({ memberId: member.id, provider: identity.social, providerUserId: identity.userid });
        return { id: member.id, role: role(member.role), token: await startSession(tx, member.id) };
      };
      return retryingUniqueViolations(() => db.transaction(signIn));
    },
  };
}
export type SocialAccountRepository = ReturnType<typeof createSocialAccountRepository>;
