import { seedIfEmpty } from '../seed/seed';
import { createDatabase, type DatabaseHandle, type DatabaseOptions } from './client';

/** Opens the database, applies migrations and seeds an empty catalogue: what every start does. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<{ database: DatabaseHandle; seeded: boolean }> {
  const database = await createDatabase(options);
  try {
    return { database, seeded: await seedIfEmpty(database.db) };
  } catch (error) {
    await database.close();
    throw error;
  }
}
