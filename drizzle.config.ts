import { defineConfig } from 'drizzle-kit';

// One schema and one migration folder for both drivers (PGlite and node-postgres).
export default defineConfig({
  dialect: 'postgresql',
  schema: './backend/db/schema.ts',
  out: './backend/db/migrations',
  strict: true,
  verbose: true,
});
