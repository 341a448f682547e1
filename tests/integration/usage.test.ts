import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ USAGE_RATE_LIMIT: '5', USAGE_RATE_WINDOW_SECONDS: '60' });
});
afterAll(() => server.close());

function track(input: unknown) {
  return fetch(`${server.baseUrl}/api/trpc/usage.track`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
}

async function usageOf(slug: string) {
  const list = (await (await fetch(`${server.baseUrl}/api/metrics/tool-usage`)).json()) as {
    toolSlug: string;
    count: number;
  }[];
  return list.find((item) => item.toolSlug === slug)?.count ?? 0;
}

describe('usage.track', () => {
  it('counts a use and a conversion of a known tool', async () => {
    expect((await track({ toolSlug: 'word-counter', kind: 'use' })).status).toBe(200);
    expect((await track({ toolSlug: 'word-counter', kind: 'conversion' })).status).toBe(200);
    expect(await usageOf('word-counter')).toBe(1);
    const dashboard = (await (await fetch(`${server.baseUrl}/api/metrics/dashboard`)).json()) as {
      toolsUsedToday: number;
      totalConversions: number;
    };
    expect(dashboard).toMatchObject({ toolsUsedToday: 1, totalConversions: 1 });
  });

  it('refuses an unknown tool slug and an unknown kind, naming the field', async () => {
    const unknownTool = await track({ toolSlug: 'nope', kind: 'use' });
    expect(unknownTool.status).toBe(400);
    const body = (await unknownTool.json()) as {
      error: { message: string; data: { field: string } };
    };
    expect(body.error.data.field).toBe('toolSlug');
    expect(body.error.message).toContain('Unknown tool');

    const badKind = await track({ toolSlug: 'word-counter', kind: 'view' });
    expect(badKind.status).toBe(400);
    expect(
      ((await badKind.json()) as { error: { data: { field: string } } }).error.data.field,
    ).toBe('kind');
    expect(await usageOf('word-counter')).toBe(1);
  });

  it('answers 429 once a client tracks too often', async () => {
    let last = 0;
    for (let i = 0; i < 6; i++)
      last = (await track({ toolSlug: 'hash-generator', kind: 'use' })).status;
    expect(last).toBe(429);
    expect(await usageOf('hash-generator')).toBeLessThanOrEqual(5);
  });
});
