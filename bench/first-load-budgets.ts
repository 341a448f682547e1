import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../server/paths.ts';
import { budgetedRoutes, createFirstLoad } from '../tests/support/first-load.ts';

/**
 * Records every route's first-load JavaScript budget (gzipped bytes of what it loads now, plus
 * 5%) from the built site, for tests/integration/first-load-budget.test.ts. Run it after
 * `npm run build` when a route is meant to grow (or has shrunk): `node bench/first-load-budgets.ts`.
 */
export const BUDGETS_FILE = join(projectRoot, 'tests', 'integration', 'first-load-budgets.json');
const HEADROOM = 0.05;

const firstLoad = createFirstLoad(join(projectRoot, 'dist'));
const routes = Object.fromEntries(
  budgetedRoutes().map((route) => [route, Math.ceil(firstLoad(route).js * (1 + HEADROOM))]),
);
writeFileSync(
  BUDGETS_FILE,
  `${JSON.stringify({ headroom: HEADROOM, gzippedJavaScriptBytes: routes }, null, 2)}\n`,
);
console.log(`Recorded ${Object.keys(routes).length} routes' budgets in ${BUDGETS_FILE}.`);
