import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { siteStats } from '../db/schema';
import { HOME_STAT_KEY } from '../seed/seed';

export function createStatRepository(db: Database) {
  return {
    /** Counts one visit and returns the new total in a single statement, so concurrent visits never lose a count. */
    async incrementVisit(): Promise<number> {
      const [row] = await db
        .insert(siteStats)
        .values({ key: HOME_STAT_KEY, visit: 1 })
        .onConflictDoUpdate({ target: siteStats.key, set: { visit: sql`${siteStats.visit} + 1` } })
        .returning({ visit: siteStats.visit });
      if (!row) throw new Error('visit counter row missing');
      return row.visit;
    },

    async currentVisit(): Promise<number> {
      const [row] = await db.select({ visit: siteStats.visit }).from(siteStats).where(eq(siteStats.key, HOME_STAT_KEY));
      return row?.visit ?? 0;
    },
  };
}
export type StatRepository = ReturnType<typeof createStatRepository>;
