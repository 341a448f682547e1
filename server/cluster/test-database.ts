import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * For tests against a real PostgreSQL: a database of their own, with a random name, so NOTIFY
 * channels, advisory locks and pg-boss schemas never meet another test run's.
 */
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `cluster_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Ends every connection of the named application to the database, as a crash or cut would. */
export async function terminateConnections(url: string, applicationName: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = $1 AND pid <> pg_backend_pid()`,
      [applicationName],
    );
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A figure for the test output (the lint rule keeps console.log out of server code). */
export function printFigure(label: string, value: string): void {
  process.stdout.write(`[figure] ${label}: ${value}\n`);
}
