import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewJobRow } from '../../db/schema.ts';
import { localDay, localMidnightDaysBefore } from '../../server/services/clock.ts';
import { pruneRecords } from '../../server/services/record-pruning.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
const now = Date.now();
const hour = 3600_000;
/** The first moment inside the 30-day window: local midnight 29 days before today. */
const windowStart = localMidnightDaysBefore(now, 29);

function job(id: string, toolSlug: string, createdAt: number): NewJobRow {
  return {
    id,
    type: 'convert-image',
    toolSlug,
    status: 'completed',
    parameters: {},
    inputFiles: [],
    createdAt,
    startedAt: createdAt,
    finishedAt: createdAt + 1000,
    expiresAt: createdAt + hour,
    filesDeletedAt: createdAt + hour,
  };
}

interface RecentUsage {
  days: number;
  tools: { toolSlug: string; count: number }[];
}

const recentUsage = async () =>
  (await (await fetch(`${server.baseUrl}/api/metrics/recent-tool-usage`)).json()) as RecentUsage;

beforeAll(async () => {
  server = await startTestServer();
  const { db, tables } = server.services.database;
  await db
    .insert(tables.jobs)
    .values([
      job('inside-first-moment', 'image-converter', windowStart),
      job('inside-today', 'image-converter', now - 1000),
      job('outside-by-a-millisecond', 'image-converter', windowStart - 1),
      job('long-ago', 'remove-background', now - 200 * 24 * hour),
    ]);
  await db.insert(tables.toolUsage).values([
    { day: localDay(now), toolSlug: 'json-formatter', kind: 'use', count: 4 },
    { day: localDay(windowStart), toolSlug: 'json-formatter', kind: 'use', count: 6 },
    // Conversions are not uses: they never count towards popularity.
    { day: localDay(now), toolSlug: 'json-formatter', kind: 'conversion', count: 50 },
    {
      day: localDay(localMidnightDaysBefore(now, 30)),
      toolSlug: 'case-converter',
      kind: 'use',
      count: 900,
    },
  ]);
});
afterAll(() => server.close());

describe('popular tools: uses over the last 30 days', () => {
  it('counts uses and jobs from local midnight 29 days ago, and nothing older', async () => {
    expect(await recentUsage()).toEqual({
      days: 30,
      tools: [
        { toolSlug: 'json-formatter', count: 10 },
        { toolSlug: 'image-converter', count: 2 },
      ],
    });
  });

  it('answers the same through tRPC', async () => {
    const response = await fetch(`${server.baseUrl}/api/trpc/metrics.recentToolUsage`);
    const body = (await response.json()) as { result: { data: RecentUsage } };
    expect(body.result.data).toEqual(await recentUsage());
  });

  it('keeps the counts when old job rows are folded into the per-day counts', async () => {
    const before = await recentUsage();
    // A retention of one hour prunes every finished job row created over an hour ago.
    const pruned = await pruneRecords(server.services.database, hour, now);
    expect(pruned.jobs).toBe(3);
    expect(await recentUsage()).toEqual(before);
  });

  it('still counts all time on the first drawing’s tool-usage route', async () => {
    const response = await fetch(`${server.baseUrl}/api/metrics/tool-usage`);
    expect(await response.json()).toEqual([
      { toolSlug: 'case-converter', count: 900 },
      { toolSlug: 'json-formatter', count: 10 },
      { toolSlug: 'image-converter', count: 3 },
      { toolSlug: 'remove-background', count: 1 },
    ]);
  });
});
