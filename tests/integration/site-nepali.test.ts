import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/paths.ts';
import { nepaliCatalogue } from '../../shared/i18n/ne-catalogue.ts';
import { nepaliFeatures } from '../../shared/catalogue/feature-messages.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
const origin = 'https://tools.example.org';

beforeAll(async () => {
  if (!existsSync(join(projectRoot, 'dist', 'index.html'))) {
    throw new Error('These tests serve the built site: run `npm run build` first.');
  }
  server = await startTestServer({ PUBLIC_URL: origin });
});
afterAll(() => server.close());

async function load(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}${path}`, { headers, redirect: 'manual' });
  const html = await response.text();
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(
      (match) => [match[1], match[2]],
    ),
  );
  return {
    response,
    html,
    lang: html.match(/<html lang="([^"]+)"/)?.[1],
    title: html.match(/<title>([^<]*)<\/title>/)?.[1],
    description: html.match(/<meta name="description" content="([^"]*)"/)?.[1],
    canonical: html.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
    alternates,
  };
}

const dateConverter = '/tools/nepali-tools/nepali-date-converter';

describe('a hard load of a /ne/ page', () => {
  it('answers in Nepali, canonical to itself, with hreflang both ways', async () => {
    const page = await load(`/ne${dateConverter}`);
    expect(page.response.status).toBe(200);
    expect(page.lang).toBe('ne');
    expect(page.title).toBe(
      `${nepaliCatalogue.tools['nepali-date-converter']!.name} | Everyday Tools`,
    );
    expect(page.description).toBe(nepaliCatalogue.tools['nepali-date-converter']!.description);
    expect(page.canonical).toBe(`${origin}/ne${dateConverter}`);
    expect(page.html).toContain('<meta property="og:locale" content="ne_NP" />');
    expect(page.alternates).toEqual({
      en: `${origin}${dateConverter}`,
      ne: `${origin}/ne${dateConverter}`,
      'x-default': `${origin}${dateConverter}`,
    });
    // A page that starts empty (a search) loads the Nepali messages with the page, not after its
    // script has run; a page the server paints is already in Nepali.
    const search = await load('/ne/tools?q=pdf');
    expect(search.html).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/ne-[^"]+\.js" \/>/,
    );
  });

  it('links the English twin back to Nepali, and keeps English at the unprefixed address', async () => {
    const page = await load(dateConverter);
    expect(page.lang).toBe('en');
    expect(page.title).toBe('Nepali Date Converter | Everyday Tools');
    expect(page.alternates.ne).toBe(`${origin}/ne${dateConverter}`);
    const home = await load('/ne/');
    expect(home.lang).toBe('ne');
    expect(home.canonical).toBe(`${origin}/ne/`);
    expect(home.alternates.en).toBe(`${origin}/`);
    expect((await load('/ne/tools')).title).toBe('Everyday Tools | सबै उपकरणहरू');
  });

  it('heads a Nepali feature page with its Nepali headline and summary', async () => {
    const page = await load('/ne/features/merge-pdf');
    expect(page.lang).toBe('ne');
    expect(page.title).toBe(`Everyday Tools | ${nepaliFeatures['merge-pdf']!.headline}`);
    expect(page.description).toBe(nepaliFeatures['merge-pdf']!.summary);
    expect((await load('/features/merge-pdf')).title).toMatch(/^Everyday Tools \| [A-Z][a-z]/);
  });

  it('answers 404 in Nepali under /ne/', async () => {
    const page = await load('/ne/no-such-page');
    expect(page.response.status).toBe(404);
    expect(page.lang).toBe('ne');
    expect(page.title).toBe('Everyday Tools | पृष्ठ भेटिएन');
    expect(page.html).toContain('noindex');
  });

  it('sends a retired route under /ne/ to its Nepali target with a 301', async () => {
    const page = await load('/ne/tools/conversion-tools/temperature-converter?from=c');
    expect(page.response.status).toBe(301);
    expect(page.response.headers.get('location')).toBe(
      '/ne/tools/international-unit-tools/temperature-converter?from=c',
    );
  });
});

describe('the chosen language', () => {
  it('sends a visitor who chose Nepali from an unprefixed address to its twin', async () => {
    const page = await load('/tools?q=date', { cookie: 'other=1; locale=ne' });
    expect(page.response.status).toBe(302);
    expect(page.response.headers.get('location')).toBe('/ne/tools?q=date');
    expect(page.response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('never redirects without the cookie, for English, or on a /ne/ address', async () => {
    expect((await load('/tools')).response.status).toBe(200);
    expect((await load('/tools', { cookie: 'locale=en' })).response.status).toBe(200);
    expect((await load('/ne/tools', { cookie: 'locale=en' })).response.status).toBe(200);
    expect((await load('/tools', { cookie: 'locale=fr' })).response.status).toBe(200);
  });
});

describe('the sitemap', () => {
  it('lists both languages with their alternates', async () => {
    const response = await fetch(`${server.baseUrl}/sitemap.xml`);
    const xml = await response.text();
    expect(xml).toContain(`<loc>${origin}/ne${dateConverter}</loc>`);
    expect(xml).toContain(`<loc>${origin}${dateConverter}</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="ne" href="${origin}/ne${dateConverter}" />`,
    );
    const english = xml.match(/<loc>[^<]+<\/loc>/g)!.filter((loc) => !loc.includes('/ne/'));
    const nepali = xml.match(/<loc>[^<]+\/ne\/[^<]*<\/loc>/g)!;
    expect(nepali.length).toBe(english.length);
  });
});
