import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const fixture = readFileSync(new URL('../fixtures/ecb-daily-test.xml', import.meta.url), 'utf8');
const older = readFileSync(
  new URL('../fixtures/ecb-daily-2022-07-08.xml', import.meta.url),
  'utf8',
);

/** A stand-in for the ECB: a local HTTP server whose answer each test chooses. */
let answer: { status: number; body: string; delayMs?: number } = { status: 200, body: fixture };
let requests = 0;
let source: Server;
let sourceUrl: string;

beforeAll(async () => {
  source = createServer((request, response) => {
    requests++;
    const { status, body, delayMs = 0 } = answer;
    const timer = setTimeout(() => {
      response.writeHead(status, { 'content-type': 'text/xml' }).end(body);
    }, delayMs);
    request.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
  sourceUrl = `http://127.0.0.1:${(source.address() as AddressInfo).port}/eurofxref-daily.xml`;
});

afterAll(async () => {
  source.closeAllConnections();
  await new Promise((resolve) => source.close(resolve));
});

interface Rates {
  base: string;
  date: string;
  rates: Record<string, number>;
  source: { name: string; url: string };
  origin: 'bundled' | 'live';
  derived: { code: string }[];
}

async function rates(server: TestServer): Promise<Rates> {
  const response = await fetch(`${server.baseUrl}/api/trpc/currency.rates`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { result: { data: Rates } };
  return body.result.data;
}

async function withServer(env: Record<string, string>, run: (server: TestServer) => Promise<void>) {
  const server = await startTestServer(env);
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

describe('currency.rates', () => {
  it('refreshes the table from the source when it can reach it', async () => {
    answer = { status: 200, body: fixture };
    await withServer({ CURRENCY_RATES_URL: sourceUrl }, async (server) => {
      const table = await rates(server);
      expect(table).toMatchObject({ base: 'EUR', date: '2026-11-20', origin: 'live' });
      expect(table.rates.USD).toBe(1.1111);
      expect(table.rates.NPR).toBeCloseTo(160, 6);
      expect(table.derived.map((d) => d.code)).toEqual(['NPR']);
      expect(table.source.name).toContain('European Central Bank');
    });
  });

  it.each([
    ['an error status', { status: 503, body: 'Service Unavailable' }],
    ['a page that is not a rates document', { status: 200, body: '<html>Maintenance</html>' }],
    ['an answer slower than the timeout', { status: 200, body: fixture, delayMs: 3000 }],
    ['rates older than the bundled ones', { status: 200, body: older }],
  ])('keeps the bundled table on %s', async (_name, reply) => {
    answer = reply;
    await withServer(
      { CURRENCY_RATES_URL: sourceUrl, CURRENCY_RATES_TIMEOUT_MS: '300' },
      async (server) => {
        const table = await rates(server);
        expect(table).toMatchObject({ base: 'EUR', date: '2024-04-19', origin: 'bundled' });
        expect(table.rates.USD).toBe(1.0653);
      },
    );
  });

  it('keeps the last good table when a later refresh fails', async () => {
    await withServer(
      { CURRENCY_RATES_URL: sourceUrl, CURRENCY_RATES_REFRESH_MINUTES: '0' },
      async (server) => {
        answer = { status: 200, body: fixture };
        expect(await rates(server)).toMatchObject({ date: '2026-11-20', origin: 'live' });
        answer = { status: 500, body: 'oops' };
        const before = requests;
        expect(await rates(server)).toMatchObject({ date: '2026-11-20', origin: 'live' });
        expect(requests).toBe(before + 1);
      },
    );
  });

  it('asks the source again only when the table is due', async () => {
    answer = { status: 200, body: fixture };
    await withServer(
      { CURRENCY_RATES_URL: sourceUrl, CURRENCY_RATES_REFRESH_MINUTES: '60' },
      async (server) => {
        const before = requests;
        await rates(server);
        await rates(server);
        await rates(server);
        expect(requests).toBe(before + 1);
      },
    );
  });

  it("never calls the source when it is set to 'off'", async () => {
    const before = requests;
    await withServer({ CURRENCY_RATES_URL: 'off' }, async (server) => {
      expect(await rates(server)).toMatchObject({ date: '2024-04-19', origin: 'bundled' });
    });
    expect(requests).toBe(before);
  });

  it('refuses a source setting that is not an http or https URL', () => {
    for (const value of ['ftp://example.com/rates.xml', 'not a url', 'file:///etc/passwd']) {
      expect(() => loadConfig({ CURRENCY_RATES_URL: value })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ CURRENCY_RATES_TIMEOUT_MS: '0' })).toThrow(ConfigError);
  });
});
