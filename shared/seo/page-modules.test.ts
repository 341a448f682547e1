import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toolAliases } from '../catalogue/index.ts';
import { pageModules } from './page-modules.ts';
import { sitemapPaths } from './sitemap.ts';

describe('pageModules', () => {
  const paths = [...sitemapPaths(), ...Object.keys(toolAliases).map((slug) => `/tools/${slug}`)];

  it('names only modules that exist, for every page of the site', () => {
    for (const path of paths) {
      for (const module of pageModules(path))
        expect(existsSync(module), `${path}: ${module}`).toBe(true);
    }
  });

  it("names a tool page's route and its screen, and a tool alias's screen", () => {
    expect(pageModules('/tools/text-utility-tools/json-formatter?x=1')).toEqual([
      'src/app/start.tsx',
      'src/pages/tool/tool-route.tsx',
      'src/tools/json-formatter/screen.tsx',
    ]);
    const [alias] = Object.keys(toolAliases);
    expect(pageModules(`/tools/${alias}`)).toHaveLength(3);
  });

  it('names only the app for the home page (its page is in the app) and unknown addresses', () => {
    expect(pageModules('/')).toEqual(['src/app/start.tsx']);
    expect(pageModules('/no/such/page/here')).toEqual(['src/app/start.tsx']);
    expect(pageModules('/tools/image-tools/no-such-tool')).toEqual([
      'src/app/start.tsx',
      'src/pages/tool/tool-route.tsx',
    ]);
  });
});
