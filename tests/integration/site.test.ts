import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/paths.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { scaledShape } from '../support/scaled-shape.ts';

let server: TestServer;

beforeAll(async () => {
  if (!existsSync(join(projectRoot, 'dist', 'index.html'))) {
    throw new Error('These tests serve the built site: run `npm run build` first.');
  }
  // FIRST_PAINT=off: pages start empty here; first-paint.test.ts covers the pages rendered on
  // the server.
  server = await startTestServer({ PUBLIC_URL: 'https://tools.example.org', FIRST_PAINT: 'off' });
});
afterAll(() => server.close());

async function page(path: string) {
  const response = await fetch(`${server.baseUrl}${path}`);
  const html = await response.text();
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
  const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
  const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
  return { response, html, title, description, canonical };
}

describe('hard loads', () => {
  it.each([
    ['/', 'Everyday Tools. One Smart Toolbox.', 'https://tools.example.org/'],
    ['/tools', 'Everyday Tools | All Tools', 'https://tools.example.org/tools'],
    ['/about', 'Everyday Tools | About Us', 'https://tools.example.org/about'],
    ['/contact', 'Everyday Tools | Contact Us', 'https://tools.example.org/contact'],
    ['/gdpr', 'Everyday Tools | GDPR Compliance', 'https://tools.example.org/gdpr'],
    [
      '/tools/nepali-tools',
      'Everyday Tools | Nepali Tools',
      'https://tools.example.org/tools/nepali-tools',
    ],
    [
      '/tools/text-utility-tools/json-formatter',
      'JSON Formatter | Everyday Tools',
      'https://tools.example.org/tools/text-utility-tools/json-formatter',
    ],
    [
      '/tools/json-formatter',
      'JSON Formatter | Everyday Tools',
      'https://tools.example.org/tools/text-utility-tools/json-formatter',
    ],
    [
      '/tools/conversion-tools/temperature-converter?from=c',
      'Temperature Converter | Everyday Tools',
      'https://tools.example.org/tools/international-unit-tools/temperature-converter',
    ],
    [
      '/features/remove-background',
      'Everyday Tools | Remove image backgrounds in seconds',
      'https://tools.example.org/features/remove-background',
    ],
  ])('%s carries its own title, description and canonical link', async (path, title, canonical) => {
    const result = await page(path);
    expect(result.response.status).toBe(200);
    expect(result.response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(result.title).toBe(title);
    expect(result.description?.length).toBeGreaterThan(20);
    expect(result.canonical).toBe(canonical);
    // Rendered in the browser (with FIRST_PAINT=off).
    expect(result.html).toContain('<div id="root"></div>');
  });

  it('describes a tool page with the tool description', async () => {
    const result = await page('/tools/nepali-tools/nepali-date-converter');
    expect(result.description).toBe(
      'Convert dates between Bikram Sambat (BS) and the Gregorian calendar (AD).',
    );
  });

  it.each([
    '/no-such-page',
    '/tools/no-such-category',
    '/tools/image-tools/no-such-tool',
    '/features/nope',
    '/tools/a/b/c',
  ])('answers 404 with the not-found page for %s', async (path) => {
    const result = await page(path);
    expect(result.response.status).toBe(404);
    expect(result.title).toBe('Everyday Tools | Page Not Found');
    expect(result.html).toContain('<meta name="robots" content="noindex" />');
  });

  it('escapes what the visitor put in the address', async () => {
    const result = await page('/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(result.response.status).toBe(404);
    expect(result.html).not.toContain('<script>alert(1)</script>');
  });

  it('never serves the raw template', async () => {
    const response = await fetch(`${server.baseUrl}/index.html`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<!--app-head-->');
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy that allows no other origin', async () => {
    const response = await fetch(`${server.baseUrl}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:\/\//);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
  });
});

describe('static files', () => {
  it('caches hashed assets for a year and serves them compressed', async () => {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const response = await fetch(`${server.baseUrl}${script}`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });

  it('does not cache the page itself for long', async () => {
    const response = await fetch(`${server.baseUrl}/tools`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers an unknown asset or API address with a JSON 404', async () => {
    for (const path of ['/assets/nope.js', '/api/nope']) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.status).toBe(404);
      const body = (await response.json()) as { error: { code: string } };
      expect(body.error.code).toBe('not_found');
    }
  });
});

describe('sitemap and robots', () => {
  it('lists every page once, tool pages at their canonical route', async () => {
    const response = await fetch(`${server.baseUrl}/sitemap.xml`);
    expect(response.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain('https://tools.example.org/');
    expect(locs).toContain('https://tools.example.org/tools/nepali-tools/nepali-date-converter');
    expect(locs).toContain('https://tools.example.org/features/pdf-tools');
    expect(locs).not.toContain(
      'https://tools.example.org/tools/conversion-tools/temperature-converter',
    );
    // Each language lists every tool once (the Nepali twins live under /ne/).
    const toolPages = locs.filter(
      (loc) => /\/tools\/[^/]+\/[^/]+$/.test(loc!) && !loc!.includes('/ne/'),
    );
    const toolSlugs = toolPages.map((loc) => loc!.split('/').pop());
    expect(new Set(toolSlugs).size).toBe(toolSlugs.length);
    expect(toolSlugs).not.toContain('unit-converter');
    expect(toolSlugs).not.toContain('document-converter');
  });

  it.each([
    [
      '/tools/conversion-tools/temperature-converter?from=c',
      '/tools/international-unit-tools/temperature-converter?from=c',
    ],
    [
      '/tools/conversion-tools/unit-converter',
      '/tools/international-unit-tools/english-area-converter',
    ],
    ['/tools/document-tools/document-converter', '/tools/document-tools/word-to-pdf'],
  ])('sends the retired route %s to the tool it listed twice', async (from, to) => {
    const response = await fetch(`${server.baseUrl}${from}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  it('points robots at the sitemap and away from the API', async () => {
    const text = await (await fetch(`${server.baseUrl}/robots.txt`)).text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Sitemap: https://tools.example.org/sitemap.xml');
  });
});

describe('health', () => {
  it('reports status, version and capabilities', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      status: string;
      version: string;
      capabilities: Record<string, unknown>;
    };
    expect(body.status).toBe('ok');
    expect(body.version).toBe('test');
    expect(body.capabilities).toMatchObject({
      database: scaledShape ? 'postgres' : 'sqlite',
      storage: scaledShape ? 's3' : 'local',
      email: 'off',
    });
  });
});
