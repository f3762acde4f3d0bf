import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @shiftclock/server` writes a reviewed SQL migration from schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
