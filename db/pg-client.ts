import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { AppDatabase, DatabaseHandle, Tables } from './client.ts';
import * as pgSchema from './pg-schema.ts';

export const pgMigrationsFolder = fileURLToPath(new URL('./migrations-pg', import.meta.url));

/** Any fixed number: only processes of this product take this advisory lock. */
const MIGRATION_LOCK_KEY = 7_318_004_211;

/**
 * Connects to PostgreSQL (DATABASE_URL) and applies every pending migration. Several processes
 * may start at once: the migrations run under an advisory lock, so one applies them and the
 * others find them done.
 */
export async function openPostgres(
  url: string,
  options: { migrationsFolder?: string; poolSize?: number } = {},
): Promise<DatabaseHandle & { pool: pg.Pool }> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // A connection not had within this (PostgreSQL gone silent, or none free) fails the request
    // with a 503 rather than holding it; a stopped server refuses at once anyway.
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  // A connection that fails while checked out (mid-transaction) would throw its unheard 'error'
  // and end the process; its query fails with the same error and the pool drops it after.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const drizzleDb = drizzle(pool, { schema: pgSchema });
  try {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrate(drizzle(client, { schema: pgSchema }), {
        migrationsFolder: options.migrationsFolder ?? pgMigrationsFolder,
      });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  // The two flavours build the same SQL from the same calls; see AppDatabase in client.ts.
  const db = drizzleDb as unknown as AppDatabase;
  let ended: Promise<void> | undefined;
  return {
    dialect: 'postgres',
    db,
    tables: pgSchema as unknown as Tables,
    pool,
    atomically: (fn) =>
      drizzleDb.transaction((tx) => fn(tx as unknown as AppDatabase)) as ReturnType<typeof fn>,
    async ping() {
      await pool.query('select 1');
    },
    close() {
      ended ??= pool.end();
      return ended;
    },
  };
}
