import { openDatabase } from './open';

/** `npm run db:migrate`: apply migrations and seed an empty database, then exit. */
openDatabase()
  .then(async ({ database, seeded }) => {
    console.log(`migrated ${database.driver} database at ${database.location}${seeded ? '; seeded the catalogue' : ''}`);
    await database.close();
  })
  .catch((error: unknown) => {
    console.error('migration failed', error);
    process.exit(1);
  });
