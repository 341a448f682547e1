import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { FIRST_PAINT_ENTRY, loadFirstPaint } from '../../server/http/first-paint.ts';
import { projectRoot } from '../../server/paths.ts';
import { findToolBySlug } from '../../shared/catalogue/index.ts';
import { nepaliCatalogue } from '../../shared/i18n/ne-catalogue.ts';
import { sitemapPaths } from '../../shared/seo/sitemap.ts';
import { isoDay, todayInNepal } from '../../shared/calendar/today.ts';
import { adToBs } from '../../shared/calendar/bs-calendar.ts';
import { formatBsEnglish } from '../../shared/calendar/nepali-names.ts';
import { BUNDLED_RATES } from '../../shared/currency-rates.ts';
import { formatMoney } from '../../src/tools/currency-converter/currency.ts';
import { seasonOfMonth } from '../../src/tools/nepali-season-converter/seasons.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** Each page's first paint rendered on the server (src/entry-server.tsx). */
let server: TestServer;
let unrendered: TestServer;

beforeAll(async () => {
  if (!existsSync(join(projectRoot, 'dist', 'index.html')) || !existsSync(FIRST_PAINT_ENTRY)) {
    throw new Error('These tests serve the built site: run `npm run build` first.');
  }
  // First paint is on by default.
  server = await startTestServer({ RETENTION_SECONDS: '7200' });
  unrendered = await startTestServer({ FIRST_PAINT: 'off' });
});
afterAll(async () => {
  await server.close();
  await unrendered.close();
});

async function page(path: string, target = server) {
  const response = await fetch(`${target.baseUrl}${path}`, { redirect: 'manual' });
  const html = await response.text();
  const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
  const text = (pattern: RegExp) => pattern.exec(root)?.[1]?.replace(/<[^>]+>/g, '');
  return {
    response,
    html,
    root,
    h1: text(/<h1[^>]*>([\s\S]*?)<\/h1>/),
  };
}

const compressImage = '/tools/image-tools/compress-image';

describe('a page rendered on the server', () => {
  it('paints the page itself before any script runs, in English and in Nepali', async () => {
    const english = await page(compressImage);
    expect(english.response.status).toBe(200);
    expect(english.h1).toBe(findToolBySlug('compress-image')!.tool.name);
    expect(english.root).toContain('Choose images');
    expect(english.root).toContain('<header');
    expect(english.root).toContain('<footer');

    const nepali = await page(`/ne${compressImage}`);
    expect(nepali.h1).toBe(nepaliCatalogue.tools['compress-image']!.name);
    // Links in the Nepali page keep the Nepali prefix.
    expect(nepali.root).toContain('href="/ne/tools"');
  });

  it('says what this server is set to (its retention), as the browser would', async () => {
    const merge = await page('/tools/document-tools/merge-pdf');
    expect(merge.root).toContain('2 hours');
  });

  it('holds no inline script (the CSP allows none) and no figure that needs data', async () => {
    const home = await page('/');
    expect(home.root).not.toContain('<script');
    expect(home.root).not.toContain('<template');
    // The metrics strip is in its loading state: no number stands where a metric goes.
    expect(home.root).toContain('data-testid="metric-placeholder"');
  });

  it('renders every page of the sitemap in both languages', async () => {
    const missing: string[] = [];
    for (const path of sitemapPaths()) {
      for (const url of [path, path === '/' ? '/ne/' : `/ne${path}`]) {
        const { root, h1 } = await page(url);
        if (!root.includes('<main') || !h1) missing.push(url);
      }
    }
    // No page starts empty: what differs on every visit (a password, the visitor's time) is
    // drawn in the browser into places the server paints empty at their size, today in Nepal is
    // the server's day until the browser has taken the page over, and the rates are the server's.
    expect(missing).toEqual([]);
  });

  it("paints the patro's month: weekdays, every day's cell, today in Nepal marked", async () => {
    const patro = await page('/tools/nepali-tools/nepali-calendar');
    expect(patro.root).toContain('role="grid"');
    expect(patro.root.match(/<th scope="col"/g)).toHaveLength(7);
    expect(patro.root).toContain('abbr="Sunday"');
    const cells = patro.root.match(/role="gridcell"/g)?.length ?? 0;
    expect(cells).toBeGreaterThanOrEqual(29);
    expect(cells).toBeLessThanOrEqual(32);
    expect(patro.root.match(/aria-current="date"/g)).toHaveLength(1);
    // The day it was rendered on, which the browser's first render repeats.
    expect(patro.root).toContain(`data-nepal-today="${isoDay(todayInNepal())}"`);
  });

  it('leaves a page with a query, an unknown page, and every page with FIRST_PAINT=off, to the browser', async () => {
    expect((await page('/tools?q=pdf')).root).toBe('');
    const unknown = await page('/no-such-page');
    expect(unknown.response.status).toBe(404);
    expect(unknown.root).toBe('');
    expect((await page(compressImage, unrendered)).root).toBe('');
  });

  it("paints the time zone converter's fields and rows empty: the visitor's time is drawn in the browser", async () => {
    const zones = await page('/tools/conversion-tools/timezone-converter');
    expect(zones.response.status).toBe(200);
    expect(zones.root.match(/<input[^>]*type="(date|time)"[^>]*>/g)).toEqual([
      expect.stringContaining('value=""'),
      expect.stringContaining('value=""'),
    ]);
    // The five rows it starts with, at their size, and no zone of the server's own clock.
    expect(zones.root.match(/<li[^>]*aria-hidden="true"/g)).toHaveLength(5);
    expect(zones.root).not.toMatch(/UTC[+−±]\d\d:\d\d/);
  });

  it("paints the date and season converters with today in Nepal, the day the browser's first render repeats", async () => {
    const today = todayInNepal();
    const date = await page('/tools/nepali-tools/nepali-date-converter');
    expect(date.root).toContain(`data-nepal-today="${isoDay(today)}"`);
    const bs = adToBs(today)!;
    expect(date.root).toContain(`${formatBsEnglish(bs)} BS`);
    const season = await page('/ne/tools/nepali-tools/nepali-season-converter');
    expect(season.root).toContain(`data-nepal-today="${isoDay(today)}"`);
    expect(season.root).toContain(`>${seasonOfMonth(bs.month)!.nepali}<`);
  });

  it('paints the currency converter with the rates the server holds, and writes them into the page', async () => {
    const currency = await page('/tools/conversion-tools/currency-converter');
    // Tests keep the bundled table (CURRENCY_RATES_URL=off).
    const painted = /data-painted-rates="([^"]*)"/.exec(currency.root)?.[1] ?? '';
    expect(JSON.parse(painted.replaceAll('&quot;', '"').replaceAll('&amp;', '&'))).toEqual(
      BUNDLED_RATES,
    );
    expect(currency.root).toContain('19 April 2024');
    expect(currency.root).toMatch(/<input[^>]*value="100"/);
    const npr = (100 / BUNDLED_RATES.rates.USD!) * BUNDLED_RATES.rates.NPR!;
    expect(currency.root).toContain(`value="${formatMoney(npr)}"`);
    expect(currency.root).not.toContain('role="status" aria-label="Loading');
  });

  it("paints the password field empty (drawn in the browser) and the random text's fixed example", async () => {
    const password = await page('/tools/text-utility-tools/password-generator');
    expect(password.root).toMatch(
      /<input[^>]*readOnly[^>]*value=""|<input[^>]*value=""[^>]*readOnly/i,
    );
    const lorem = await page('/tools/text-utility-tools/lorem-ipsum-generator');
    // Its example text comes from a fixed seed: painted by the server, repeated by the browser.
    expect(lorem.root).toMatch(/<textarea[^>]*>Lorem ipsum dolor sit amet/);
    expect((await page('/tools/text-utility-tools/lorem-ipsum-generator')).root).toBe(lorem.root);
  });

  it("paints the hash generator with the empty text's digests and the QR code generator with its example", async () => {
    const hashes = await page('/tools/text-utility-tools/hash-generator');
    expect(hashes.root).toContain(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    const qr = await page('/tools/text-utility-tools/qr-code-generator');
    expect(qr.root).toMatch(/<img[^>]*src="data:image\/svg\+xml/);
  });
});

describe('the renderer on its own', () => {
  it('renders pages one at a time, each in its own language', async () => {
    const { renderFirstPaint } = (await import(pathToFileURL(FIRST_PAINT_ENTRY).href)) as {
      renderFirstPaint(url: string): Promise<string | undefined>;
    };
    const [english, nepali, again] = await Promise.all([
      renderFirstPaint('/tools'),
      renderFirstPaint('/ne/tools'),
      renderFirstPaint('/tools'),
    ]);
    expect(english).toContain('All Tools');
    expect(nepali).toContain('सबै उपकरणहरू');
    expect(again).toBe(english);
  });

  it('keeps a page for the rest of the day in Nepal, and renders it anew the next day', async () => {
    let now = new Date('2026-11-20T18:14:00Z'); // 23:59 in Nepal
    const log = { warn: () => {} } as unknown as FastifyBaseLogger;
    const firstPaint = loadFirstPaint({ retentionSeconds: '7200' }, log, () => now)!;
    const first = firstPaint('/tools');
    expect(firstPaint('/tools')).toBe(first);
    now = new Date('2026-11-20T18:16:00Z'); // 00:01 on the 21st in Nepal
    const next = firstPaint('/tools');
    expect(next).not.toBe(first);
    expect(firstPaint('/tools')).toBe(next);
    expect(await next).toContain('All Tools');
  });
});
