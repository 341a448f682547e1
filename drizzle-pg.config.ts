import { defineConfig } from 'drizzle-kit';

/** Migrations for the scaled shape (DATABASE_URL=postgres://...): `npm run db:generate`. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/pg-schema.ts',
  out: './db/migrations-pg',
});
