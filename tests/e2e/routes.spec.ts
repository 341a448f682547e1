import {
  findMovedTool,
  movedToolRoutes,
  toolAliases,
  toolPath,
} from '../../shared/catalogue/index.ts';
import { resolveRouteMeta } from '../../shared/seo/route-meta.ts';
import { sitemapPaths } from '../../shared/seo/sitemap.ts';
import { expect, test } from './fixtures.ts';

const paths = [...sitemapPaths(), ...Object.keys(toolAliases).map((slug) => `/tools/${slug}`)];

const GROUP_SIZE = 14;
const groups = Array.from({ length: Math.ceil(paths.length / GROUP_SIZE) }, (_, index) =>
  paths.slice(index * GROUP_SIZE, (index + 1) * GROUP_SIZE),
);

test.describe.configure({ mode: 'parallel' });

// Every route of the site renders its page with its own title and one main heading.
for (const group of groups) {
  test(`renders ${group[0]} … ${group.at(-1)}`, async ({ page }) => {
    for (const path of group) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page, path).toHaveTitle(resolveRouteMeta(path).title);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    }
  });
}

// A route that once listed a tool a second time still answers, on the tool's one entry.
test('sends every retired tool route to the tool it listed', async ({ page }) => {
  for (const key of Object.keys(movedToolRoutes)) {
    const [categorySlug, toolSlug] = key.split('/') as [string, string];
    const target = findMovedTool(categorySlug, toolSlug)!;
    const response = await page.goto(`/tools/${key}`);
    expect(response?.status(), key).toBe(200);
    expect(new URL(page.url()).pathname, key).toBe(toolPath(target));
    await expect(page.getByRole('heading', { level: 1 }), key).toHaveText(target.tool.name);
  }
});
