import { asc, eq } from 'drizzle-orm';
import type { Category, Channel, Language } from '../../lib/contract';
import type { Database } from '../db/client';
import { categories, channels } from '../db/schema';

export type CategoryType = 'vod' | 'audio';

export function createCatalogueRepository(db: Database) {
  return {
    async listCategories(type: CategoryType, language: Language): Promise<Category[]> {
      const rows = await db
        .select({ id: categories.id, nameTh: categories.nameTh, nameEn: categories.nameEn })
        .from(categories)
        .where(eq(categories.type, type))
        .orderBy(asc(categories.sortOrder), asc(categories.id));
      return rows.map((row) => ({ id: row.id, name: language === 'th' ? row.nameTh : row.nameEn }));
    },

    async listChannels(language: Language): Promise<Channel[]> {
      const rows = await db
        .select({ id: channels.id, nameTh: channels.nameTh, nameEn: channels.nameEn, icon: channels.icon })
        .from(channels)
        .orderBy(asc(channels.sortOrder), asc(channels.id));
      return rows.map((row) => ({ id: row.id, name: language === 'th' ? row.nameTh : row.nameEn, icon: row.icon }));
    },
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
