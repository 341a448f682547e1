import { mkdirSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema.ts';

/**
 * The query builder every service writes its queries with. It is typed as the SQLite flavour of
 * drizzle; in the scaled shape the PostgreSQL flavour stands behind the same calls (see
 * `pg-client.ts`). Queries are always awaited and never use the SQLite-only `.get()`, `.all()`
 * or `.run()`: both shapes run the integration suite, so a slip shows at once.
 */
export type AppDatabase = BetterSQLite3Database<typeof schema>;

/** The tables, as the chosen dialect defines them (`schema.ts` or `pg-schema.ts`). */
export interface Tables {
  jobs: typeof schema.jobs;
  visitors: typeof schema.visitors;
  toolUsage: typeof schema.toolUsage;
  contactMessages: typeof schema.contactMessages;
}

export interface DatabaseHandle {
  readonly dialect: 'sqlite' | 'postgres';
  readonly db: AppDatabase;
  readonly tables: Tables;
  /** Runs `fn` in one transaction: all of its writes land, or none. */
  atomically<T>(fn: (db: AppDatabase) => Promise<T>): Promise<T>;
  /** Throws unless the database answers now (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const sqliteMigrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens (creating if needed) the SQLite file and applies every pending migration. */
export function openSqlite(
  file: string,
  migrationsFolder = sqliteMigrationsFolder,
): DatabaseHandle {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  const opened = file === ':memory:' ? undefined : statSync(file);
  return {
    dialect: 'sqlite',
    db,
    tables: {
      jobs: schema.jobs,
      visitors: schema.visitors,
      toolUsage: schema.toolUsage,
      contactMessages: schema.contactMessages,
    },
    // better-sqlite3 runs each awaited query at once and resolves in a microtask, so no other
    // request's query can run between BEGIN and COMMIT unless `fn` awaits something else.
    async atomically(fn) {
      sqlite.exec('BEGIN IMMEDIATE');
      try {
        const result = await fn(db);
        sqlite.exec('COMMIT');
        return result;
      } catch (error) {
        if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
        throw error;
      }
    },
    async ping() {
      // SQLite answers from its page cache: a file deleted or zeroed under it still reads fine,
      // so the file itself is looked at first (cheap: a stat and 16 bytes, no integrity check).
      if (opened) await checkSqliteFile(file, opened);
      sqlite.prepare('select id from jobs limit 1').get();
    },
    async close() {
      if (sqlite.open) sqlite.close();
    },
  };
}

const SQLITE_HEADER = 'SQLite format 3\0';

/** Throws when the database file is gone, replaced by another, or no longer starts as SQLite. */
async function checkSqliteFile(file: string, opened: { dev: number; ino: number }): Promise<void> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('the database file is gone', { cause: error });
    }
    throw error;
  }
  try {
    const now = await handle.stat();
    if (now.ino !== opened.ino || now.dev !== opened.dev) {
      throw new Error('the database file was replaced by another file');
    }
    const header = Buffer.alloc(SQLITE_HEADER.length);
    const { bytesRead } = await handle.read(header, 0, header.length, 0);
    if (bytesRead < header.length || header.toString('latin1') !== SQLITE_HEADER) {
      throw new Error('the database file is not an SQLite database any more (damaged or emptied)');
    }
  } finally {
    await handle.close();
  }
}
