import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @shiftclock/server` writes a reviewed SQL migration from the tables of
// src/db/schema/ (one file per area).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './src/db/migrations',
});
