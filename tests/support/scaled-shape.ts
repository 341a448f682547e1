import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The integration suite runs twice in CI: as the single machine (the default) and, with
 * TEST_SHAPE=scaled, against the real PostgreSQL and S3 that `.ci/run` starts (their settings in
 * DATABASE_URL and S3_*). Each test server then gets a database of its own, dropped afterwards.
 */
export const scaledShape = process.env.TEST_SHAPE === 'scaled';

/** The bucket each scaled test server stores in, by its data folder (see storedFiles). */
export const bucketOfDataDir = new Map<string, { keys(prefix?: string): Promise<string[]> }>();

function adminUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_SHAPE=scaled needs DATABASE_URL (see .ci/run)');
  return url;
}

/** Creates an empty database on the test PostgreSQL; returns its URL and how to drop it. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl() });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
