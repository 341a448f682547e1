import { describe, expect, it } from 'vitest';
import { statementName } from './round-trips.ts';

describe('statementName', () => {
  it('names a statement by its verb and first table, schema kept, quotes dropped', () => {
    expect(statementName('select "id", "status" from "jobs" where "jobs"."id" = $1')).toBe(
      'select jobs',
    );
    expect(statementName('UPDATE "jobs"\n  SET "status" = $1 WHERE id = $2 RETURNING *')).toBe(
      'update jobs',
    );
    expect(statementName('insert into "jobs" ("id") values ($1) returning "id"')).toBe(
      'insert jobs',
    );
    expect(
      statementName('WITH next AS (SELECT id FROM pgboss.job WHERE name = $1 FOR UPDATE)'),
    ).toBe('with pgboss.job');
  });

  it('names the server functions the cluster calls, and keeps a bare statement to its verb', () => {
    expect(statementName('SELECT pg_notify($1, $2)')).toBe('pg_notify');
    expect(statementName('SELECT pg_advisory_lock($1::bigint)')).toBe('pg_advisory_lock');
    expect(statementName('SELECT pg_try_advisory_lock($1::bigint) AS got')).toBe(
      'pg_try_advisory_lock',
    );
    expect(statementName('SELECT 1')).toBe('select');
    expect(statementName('LISTEN "toolbox_events"')).toBe('listen');
  });

  it('never carries a literal value past the first table, and stays short', () => {
    const name = statementName(`select * from jobs where note = '${'x'.repeat(200)}'`);
    expect(name).toBe('select jobs');
    expect(statementName(`select ${'a'.repeat(200)}`).length).toBeLessThanOrEqual(60);
  });
});
