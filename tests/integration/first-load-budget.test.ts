import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/paths.ts';
import { budgetedRoutes, createFirstLoad } from '../support/first-load.ts';

/**
 * Every route's first-load JavaScript (gzipped, from the built site's manifest: no browser, no
 * timing) stays within the budget recorded in first-load-budgets.json. A route meant to grow gets
 * its new budget recorded with `node bench/first-load-budgets.ts` after `npm run build`, in the
 * same commit, so the growth is seen in review.
 */
const staticDir = join(projectRoot, 'dist');
const budgets = JSON.parse(
  readFileSync(join(import.meta.dirname, 'first-load-budgets.json'), 'utf8'),
) as { gzippedJavaScriptBytes: Record<string, number> };

describe('first-load JavaScript budgets', () => {
  it('holds for every route, and every route has one', () => {
    if (!existsSync(join(staticDir, '.vite', 'manifest.json'))) {
      throw new Error('This test reads the built site: run `npm run build` first.');
    }
    const firstLoad = createFirstLoad(staticDir);
    const problems = budgetedRoutes().flatMap((route) => {
      const budget = budgets.gzippedJavaScriptBytes[route];
      if (budget === undefined) return [`${route}: no budget recorded`];
      const { js } = firstLoad(route);
      return js > budget ? [`${route}: ${js} bytes gzipped, over its budget of ${budget}`] : [];
    });
    expect(problems, 'run `node bench/first-load-budgets.ts` to record a meant change').toEqual([]);
  });
});
