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
    const leftToBrowser: string[] = [];
    for (const path of sitemapPaths()) {
      for (const url of [path, path === '/' ? '/ne/' : `/ne${path}`]) {
        const { root, h1 } = await page(url);
        if (root === '') leftToBrowser.push(url);
        else if (!root.includes('<main') || !h1) missing.push(url);
      }
    }
    expect(missing).toEqual([]);
    // Only the screens whose first paint waits for what the browser fetches (a preload: the
    // exchange rates) or whose whole screen differs on every visit (the visitor's time, today in
    // Nepal where the screen does not carry the server's day) start empty, in both languages.
    // (A password or random text is drawn in the browser into a field the server paints empty.)
    const slugs = new Set(leftToBrowser.map((url) => url.split('/').at(-1)));
    expect([...slugs].sort()).toEqual(
      [
        'currency-converter',
        'nepali-date-converter',
        'nepali-season-converter',
        'timezone-converter',
      ].sort(),
    );
    expect(leftToBrowser).toHaveLength(slugs.size * 2);
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

  it('leaves the timezone converter, whose first render differs on every visit, to the browser', async () => {
    const first = await page('/tools/conversion-tools/timezone-converter');
    expect(first.response.status).toBe(200);
    expect(first.root).toBe('');
  });

  it('paints the password and random-text fields empty: what they hold is drawn in the browser', async () => {
    const password = await page('/tools/text-utility-tools/password-generator');
    expect(password.root).toMatch(
      /<input[^>]*readOnly[^>]*value=""|<input[^>]*value=""[^>]*readOnly/i,
    );
    const lorem = await page('/tools/text-utility-tools/lorem-ipsum-generator');
    expect(lorem.root).toContain('<textarea');
    expect(lorem.root).not.toMatch(/Lorem ipsum dolor/);
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
