import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewJobRow } from '../../db/schema.ts';
import { localDay } from '../../server/services/clock.ts';
import { cookieFetch, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
const now = Date.now();
const hour = 3600_000;
const yesterday = now - 30 * hour;

function job(id: string, overrides: Partial<NewJobRow>): NewJobRow {
  return {
    id,
    type: 'convert-image',
    toolSlug: 'image-converter',
    status: 'completed',
    parameters: {},
    inputFiles: [],
    createdAt: now - 10_000,
    expiresAt: now + hour,
    ...overrides,
  };
}

beforeAll(async () => {
  server = await startTestServer();
  const { db, tables } = server.services.database;
  await db.insert(tables.jobs).values([
    job('a', { createdAt: now - 5000, startedAt: now - 4000, finishedAt: now - 2000 }), // 2 s
    job('b', { createdAt: now - 9000, startedAt: now - 8000, finishedAt: now - 4000 }), // 4 s
    job('c', { createdAt: yesterday, startedAt: yesterday, finishedAt: yesterday + 3000 }), // 3 s, not today
    job('d', {
      status: 'failed',
      createdAt: now - 1000,
      toolSlug: 'remove-background',
      type: 'remove-bg',
    }),
    job('e', {
      status: 'processing',
      createdAt: now - 1000,
      toolSlug: 'remove-background',
      type: 'remove-bg',
    }),
  ]);
  await db.insert(tables.toolUsage).values([
    { day: localDay(now), toolSlug: 'json-formatter', kind: 'use', count: 7 },
    { day: localDay(now), toolSlug: 'json-formatter', kind: 'conversion', count: 20 },
    { day: localDay(yesterday), toolSlug: 'json-formatter', kind: 'use', count: 100 },
    { day: localDay(yesterday), toolSlug: 'case-converter', kind: 'conversion', count: 5 },
    { day: localDay(now), toolSlug: 'image-converter', kind: 'use', count: 1 },
  ]);
  await db.insert(tables.visitors).values([
    { id: 'recent-visitor-aaaaaaaa', firstSeenAt: now - hour, lastSeenAt: now - 60_000 },
    { id: 'old-visitor-bbbbbbbbbbb', firstSeenAt: now - hour, lastSeenAt: now - 20 * 60_000 },
  ]);
});
afterAll(() => server.close());

interface Dashboard {
  toolsUsedToday: number;
  totalConversions: number;
  averageProcessingTime: number | null;
  activeUsers: number;
}

describe('metrics', () => {
  it('computes the dashboard from the jobs, usage and visitor tables', async () => {
    const response = await fetch(`${server.baseUrl}/api/metrics/dashboard`);
    const metrics = (await response.json()) as Dashboard;
    expect(metrics).toEqual({
      // jobs a, b, d, e created today + today's tracked uses (7 + 1)
      toolsUsedToday: 4 + 8,
      // completed jobs a, b, c + tracked conversions (20 + 5)
      totalConversions: 3 + 25,
      // (2 + 4 + 3) / 3 seconds
      averageProcessingTime: 3,
      // the recent seeded visitor; this cookie-less request counts for nothing
      activeUsers: 1,
    });
  });

  it('gives no average time (null) while no job has completed', async () => {
    const fresh = await startTestServer();
    try {
      const metrics = (await (
        await fetch(`${fresh.baseUrl}/api/metrics/dashboard`)
      ).json()) as Dashboard;
      expect(metrics.averageProcessingTime).toBeNull();
      expect(metrics.totalConversions).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('answers the same through tRPC', async () => {
    const response = await fetch(`${server.baseUrl}/api/trpc/metrics.dashboard`);
    const body = (await response.json()) as { result: { data: Dashboard } };
    expect(body.result.data.totalConversions).toBe(28);
    expect(body.result.data.averageProcessingTime).toBe(3);
  });

  it('counts tool usage per tool from tracked uses and jobs', async () => {
    const rest = (await (
      await fetch(`${server.baseUrl}/api/metrics/tool-usage`)
    ).json()) as unknown;
    expect(rest).toEqual([
      { toolSlug: 'json-formatter', count: 107 },
      { toolSlug: 'image-converter', count: 4 },
      { toolSlug: 'remove-background', count: 2 },
    ]);
    const trpc = (await (await fetch(`${server.baseUrl}/api/trpc/metrics.toolUsage`)).json()) as {
      result: { data: unknown };
    };
    expect(trpc.result.data).toEqual(rest);
  });

  it('counts a visitor once, by its cookie, however many requests it makes', async () => {
    const before = (await (
      await fetch(`${server.baseUrl}/api/metrics/dashboard`)
    ).json()) as Dashboard;
    const browser = cookieFetch(server.baseUrl);
    await browser('/');
    await browser('/api/metrics/dashboard');
    await browser('/api/metrics/tool-usage');
    const after = (await (await browser('/api/metrics/dashboard')).json()) as Dashboard;
    // The cookie-less request above counted itself; the browser adds exactly one more.
    expect(after.activeUsers).toBe(before.activeUsers + 1);
  });

  it('does not count health checks as visitors', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
