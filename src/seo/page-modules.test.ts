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
      'src/pages/tool/tool-route.tsx',
      'src/tools/json-formatter/screen.tsx',
    ]);
    const [alias] = Object.keys(toolAliases);
    expect(pageModules(`/tools/${alias}`)).toHaveLength(2);
  });

  it('names nothing for the home page (in the entry) and unknown addresses', () => {
    expect(pageModules('/')).toEqual([]);
    expect(pageModules('/no/such/page/here')).toEqual([]);
    expect(pageModules('/tools/image-tools/no-such-tool')).toEqual([
      'src/pages/tool/tool-route.tsx',
    ]);
  });
});
