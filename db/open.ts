import type { DatabaseHandle } from './client.ts';
import { openSqlite } from './client.ts';

export interface DatabaseLocation {
  /** postgres://... for the scaled shape; undefined for the SQLite file. */
  url: string | undefined;
  file: string;
  sqliteMigrations?: string;
  pgMigrations?: string;
}

/** The database the settings choose: PostgreSQL when DATABASE_URL is set, else the SQLite file. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.url) {
    const { openPostgres } = await import('./pg-client.ts');
    return openPostgres(location.url, { migrationsFolder: location.pgMigrations });
  }
  return openSqlite(location.file, location.sqliteMigrations);
}
