import { defineConfig } from 'drizzle-kit';

// Generates the SQL migrations in ./drizzle from the schema. Both drivers (PGlite and
// postgres-js) apply the same folder with drizzle's migrator at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
