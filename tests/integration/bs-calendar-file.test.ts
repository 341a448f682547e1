import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../server/config.ts';
import { BUNDLED_BS_TABLE } from '../../shared/calendar/bs-month-lengths.ts';
import type { BsTable } from '../../shared/calendar/bs-table.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const folder = mkdtempSync(join(tmpdir(), 'bs-calendar-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function tableFile(name: string, content: unknown): string {
  const file = join(folder, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

/** The bundled table with one more published year, as a self-hoster would drop in. */
const newer: BsTable = {
  firstDay: BUNDLED_BS_TABLE.firstDay,
  years: { ...BUNDLED_BS_TABLE.years, '2084': [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30] },
};

async function servedTable(server: TestServer): Promise<{ origin: string; table: BsTable }> {
  const response = await fetch(`${server.baseUrl}/api/trpc/calendar.bsTable`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: { data: { origin: string; table: BsTable } } })
    .result.data;
}

describe('BS_CALENDAR_FILE', () => {
  it('serves the bundled table when the setting is absent', async () => {
    const server = await startTestServer();
    try {
      expect(await servedTable(server)).toEqual({ origin: 'bundled', table: BUNDLED_BS_TABLE });
    } finally {
      await server.close();
    }
  });

  it('serves a valid newer table', async () => {
    const server = await startTestServer({ BS_CALENDAR_FILE: tableFile('newer.json', newer) });
    try {
      const served = await servedTable(server);
      expect(served.origin).toBe('file');
      expect(served.table.years['2084']).toEqual(newer.years['2084']);
      expect(Object.keys(served.table.years)).toHaveLength(2084 - 1970 + 1);
    } finally {
      await server.close();
    }
  });

  it('refuses to start with a table that has an impossible year, naming it', async () => {
    const bad = {
      ...newer,
      years: { ...newer.years, '2084': [30, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30] },
    };
    const file = tableFile('bad-year.json', bad);
    const start = startTestServer({ BS_CALENDAR_FILE: file });
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(
      `Invalid configuration: BS_CALENDAR_FILE (${file}): Year 2084 has 364 days: a year has 365 or 366.`,
    );
  });

  it('refuses to start with a gap, bad JSON or a missing file', async () => {
    const { '2000': _gone, ...gap } = newer.years;
    await expect(
      startTestServer({ BS_CALENDAR_FILE: tableFile('gap.json', { ...newer, years: gap }) }),
    ).rejects.toThrow('Year 2000 is missing: the years must follow one another from 1970.');
    await expect(
      startTestServer({ BS_CALENDAR_FILE: tableFile('broken.json', '{"firstDay": ') }),
    ).rejects.toThrow(/not valid JSON/);
    await expect(
      startTestServer({ BS_CALENDAR_FILE: join(folder, 'no-such-file.json') }),
    ).rejects.toThrow('the file cannot be read (ENOENT).');
  });
});
