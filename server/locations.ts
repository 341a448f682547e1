import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectRoot } from './paths.ts';

/**
 * Where the server's run-time files are. From the sources (development, tests), the TypeScript
 * files and db/migrations; from the production bundle, dist-server alone: `npm run build` writes
 * the worker thread and worker process entries, their chunks (one per processor), the migrations
 * and a package.json beside main.mjs, so a copy of dist-server (with node_modules) runs without
 * the source tree.
 */
const here = fileURLToPath(import.meta.url);
export const runningBundled = here.endsWith('.mjs');

/** dist-server, when bundled: every entry and chunk sits at its top level. */
const bundleDir = dirname(here);

export const locations = {
  migrations: runningBundled
    ? join(bundleDir, 'migrations')
    : join(projectRoot, 'db', 'migrations'),
  pgMigrations: runningBundled
    ? join(bundleDir, 'migrations-pg')
    : join(projectRoot, 'db', 'migrations-pg'),
  workerEntry: runningBundled
    ? join(bundleDir, 'worker.mjs')
    : join(projectRoot, 'server', 'workers', 'worker.ts'),
  workerProcessEntry: runningBundled
    ? join(bundleDir, 'worker-process.mjs')
    : join(projectRoot, 'server', 'workers', 'isolation', 'child-entry.ts'),
  packageJson: runningBundled ? join(bundleDir, 'package.json') : join(projectRoot, 'package.json'),
};
