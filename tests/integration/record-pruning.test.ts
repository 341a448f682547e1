import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewJobRow } from '../../db/schema.ts';
import { computeDashboard, computeToolUsage } from '../../server/services/metrics.ts';
import { pruneRecords } from '../../server/services/record-pruning.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const day = 86_400_000;
const now = Date.now();
let server: TestServer;

function job(id: string, overrides: Partial<NewJobRow>): NewJobRow {
  return {
    id,
    type: 'convert-image',
    toolSlug: 'image-converter',
    status: 'completed',
    parameters: {},
    inputFiles: [],
    createdAt: now - 100 * day,
    startedAt: now - 100 * day,
    finishedAt: now - 100 * day + 2000,
    expiresAt: now - 100 * day + 3600_000,
    filesDeletedAt: now - 100 * day + 3600_000,
    ...overrides,
  };
}

beforeAll(async () => {
  server = await startTestServer({ RECORD_RETENTION_DAYS: '90' });
});
afterAll(() => server.close());

describe('record pruning', () => {
  it('deletes old visitors and finished jobs, keeping every count the site shows', async () => {
    const { database } = server.services;
    const { db, tables } = database;
    const { jobs, visitors, toolUsage } = tables;
    await db
      .insert(tables.jobs)
      .values([
        job('old-done', {}),
        job('old-failed', { status: 'failed', toolSlug: 'remove-background', type: 'remove-bg' }),
        job('old-files-kept', { filesDeletedAt: null }),
        job('recent', { createdAt: now - day, filesDeletedAt: null }),
      ]);
    await db.insert(tables.visitors).values([
      { id: 'old-visitor-aaaaaaaaaaa', firstSeenAt: now - 200 * day, lastSeenAt: now - 91 * day },
      { id: 'kept-visitor-bbbbbbbbbb', firstSeenAt: now - 200 * day, lastSeenAt: now - 89 * day },
    ]);
    const usageBefore = await computeToolUsage(database);
    const conversionsBefore = (await computeDashboard(database, now)).totalConversions;

    expect(await pruneRecords(database, 90 * day, now)).toEqual({ visitors: 1, jobs: 2 });

    const kept = await db.select({ id: jobs.id }).from(jobs);
    expect(kept.map((row) => row.id).sort()).toEqual(['old-files-kept', 'recent']);
    expect(await db.select({ id: visitors.id }).from(visitors)).toEqual([
      { id: 'kept-visitor-bbbbbbbbbb' },
    ]);
    expect(await computeToolUsage(database)).toEqual(usageBefore);
    expect((await computeDashboard(database, now)).totalConversions).toBe(conversionsBefore);
    expect((await db.select().from(toolUsage)).length).toBeGreaterThan(0);
    // A second run finds nothing more to do.
    expect(await pruneRecords(database, 90 * day, now)).toEqual({ visitors: 0, jobs: 0 });
  });
});
