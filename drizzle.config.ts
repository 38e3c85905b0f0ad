import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (npm run db:generate) and applied at server start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/index.ts',
  out: './server/src/db/migrations',
});
