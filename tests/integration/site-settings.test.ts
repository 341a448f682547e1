import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/paths.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let bare: TestServer;
let configured: TestServer;

beforeAll(async () => {
  if (!existsSync(join(projectRoot, 'dist', 'index.html'))) {
    throw new Error('These tests serve the built site: run `npm run build` first.');
  }
  [bare, configured] = await Promise.all([
    startTestServer(),
    startTestServer({
      SUPPORT_EMAIL: 'help@tools.example.org',
      SOCIAL_LINKS: 'https://www.facebook.com/everydaytools,https://github.com/everydaytools',
      POSTAL_ADDRESS: 'Everyday Tools; Durbar Marg, Kathmandu 44600; Nepal',
    }),
  ]);
});
afterAll(() => Promise.all([bare.close(), configured.close()]));

async function siteInfo(server: TestServer) {
  const response = await fetch(`${server.baseUrl}/api/trpc/site.info`);
  return ((await response.json()) as { result: { data: unknown } }).result.data;
}

describe('site settings the pages show', () => {
  it('gives no support address, postal address or social link unless configured', async () => {
    expect(await siteInfo(bare)).toEqual({
      supportEmail: null,
      postalAddress: [],
      socialLinks: [],
    });
    const html = await (await fetch(`${bare.baseUrl}/`)).text();
    expect(html).not.toContain('social-links');
    expect(html).not.toContain('example.com');
  });

  it('serves the configured ones through site.info', async () => {
    expect(await siteInfo(configured)).toEqual({
      supportEmail: 'help@tools.example.org',
      postalAddress: ['Everyday Tools', 'Durbar Marg, Kathmandu 44600', 'Nepal'],
      socialLinks: ['https://www.facebook.com/everydaytools', 'https://github.com/everydaytools'],
    });
  });

  it('writes the social links into every page for the footer', async () => {
    for (const path of ['/', '/about', '/tools/text-utility-tools/json-formatter']) {
      const html = await (await fetch(`${configured.baseUrl}${path}`)).text();
      expect(html, path).toContain(
        '<meta name="social-links" content="https://www.facebook.com/everydaytools https://github.com/everydaytools" />',
      );
    }
  });
});
