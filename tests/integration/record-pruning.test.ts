import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, toolUsage, visitors, type NewJobRow } from '../../db/schema.ts';
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
  it('deletes old visitors and finished jobs, keeping every count the site shows', () => {
    const { db } = server.services.database;
    db.insert(jobs)
      .values([
        job('old-done', {}),
        job('old-failed', { status: 'failed', toolSlug: 'remove-background', type: 'remove-bg' }),
        job('old-files-kept', { filesDeletedAt: null }),
        job('recent', { createdAt: now - day, filesDeletedAt: null }),
      ])
      .run();
    db.insert(visitors)
      .values([
        { id: 'old-visitor-aaaaaaaaaaa', firstSeenAt: now - 200 * day, lastSeenAt: now - 91 * day },
        { id: 'kept-visitor-bbbbbbbbbb', firstSeenAt: now - 200 * day, lastSeenAt: now - 89 * day },
      ])
      .run();
    const usageBefore = computeToolUsage(db);
    const conversionsBefore = computeDashboard(db, now).totalConversions;

    expect(pruneRecords(db, 90 * day, now)).toEqual({ visitors: 1, jobs: 2 });

    expect(
      db
        .select({ id: jobs.id })
        .from(jobs)
        .all()
        .map((row) => row.id)
        .sort(),
    ).toEqual(['old-files-kept', 'recent']);
    expect(db.select({ id: visitors.id }).from(visitors).all()).toEqual([
      { id: 'kept-visitor-bbbbbbbbbb' },
    ]);
    expect(computeToolUsage(db)).toEqual(usageBefore);
    expect(computeDashboard(db, now).totalConversions).toBe(conversionsBefore);
    expect(db.select().from(toolUsage).all().length).toBeGreaterThan(0);
    // A second run finds nothing more to do.
    expect(pruneRecords(db, 90 * day, now)).toEqual({ visitors: 0, jobs: 0 });
  });
});
