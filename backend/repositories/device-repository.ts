import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { memberDevices } from '../db/schema';
import { hashToken } from './session-repository';

/** How many browsers a member's account remembers; signing in from one more forgets the least recently used. */
export const DEVICES_PER_MEMBER = 10;

/** How long a device token is good for after the last sign-in that showed it (the web app's cookie lives as long). */
export const DEVICE_TTL_DAYS = 365;

export interface KnownDevice {
  deviceId: number;
  memberId: number;
  token: string;
}

/**
 * Device tokens (OWASP "device cookies"): given to a browser after a sign-in with the right password,
 * shown back with its next sign-ins. Only the SHA-256 of a token is stored.
 */
export function createDeviceRepository(db: Database) {
  return {
    /** The devices of tokens, whoever's they are (the caller picks its member's); unknown strings give nothing. */
    async find(tokens: readonly string[]): Promise<KnownDevice[]> {
      if (tokens.length === 0) return [];
      const byHash = new Map(tokens.map((token) => [hashToken(token), token]));
      const rows = await db
        .select({ deviceId: memberDevices.id, memberId: memberDevices.memberId, tokenHash: memberDevices.tokenHash })
        .from(memberDevices)
        // A browser not signed in from for a year is trusted no more (its cookie has expired too).
        .where(and(inArray(memberDevices.tokenHash, [...byHash.keys()]), gt(memberDevices.lastSeenAt, sql`now() - make_interval(days => ${DEVICE_TTL_DAYS})`)));
      return rows.map(({ tokenHash, ...row }) => ({ ...row, token: byHash.get(tokenHash) ?? '' }));
    },

    /** A sign-in succeeded from a known device. */
    async touch(deviceId: number): Promise<void> {
      await db.update(memberDevices).set({ lastSeenAt: sql`now()` }).where(eq(memberDevices.id, deviceId));
    },

    /** A new device token for the member; the oldest beyond DEVICES_PER_MEMBER are forgotten. */
    async issue(memberId: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.transaction(async (tx) => {
        await tx.insert(memberDevices).values({ memberId, tokenHash: hashToken(token) });
        const kept = tx
          .select({ id: memberDevices.id })
          .from(memberDevices)
          .where(eq(memberDevices.memberId, memberId))
          .orderBy(sql`${memberDevices.lastSeenAt} desc, ${memberDevices.id} desc`)
          .limit(DEVICES_PER_MEMBER);
        await tx.delete(memberDevices).where(and(eq(memberDevices.memberId, memberId), notInArray(memberDevices.id, kept)));
      });
      return token;
    },
  };
}

export type DeviceRepository = ReturnType<typeof createDeviceRepository>;
