import { getTableColumns, getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as pgSchema from './pg-schema.ts';
import * as sqliteSchema from './schema.ts';

/** Every query is written once for both dialects, so the two schemas must name the same things. */
describe('the SQLite and PostgreSQL schemas', () => {
  const tables = ['jobs', 'visitors', 'toolUsage', 'contactMessages'] as const;

  it.each(tables)('%s has the same table name and columns in both', (name) => {
    const sqlite = sqliteSchema[name];
    const pg = pgSchema[name];
    expect(getTableName(pg)).toBe(getTableName(sqlite));
    const columns = (table: typeof sqlite | typeof pg) =>
      Object.entries(getTableColumns(table)).map(([key, column]) => ({
        key,
        name: column.name,
        notNull: column.notNull,
        primary: column.primary,
      }));
    expect(columns(pg)).toEqual(columns(sqlite));
  });
});
