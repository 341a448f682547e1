import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The shared infra scripts that start, stop and pause the scaled shape's engines, found where
 * `.ci/run` finds them: TOOLBOX_INFRA, or a `shared/infra` folder beside the repository.
 */
function infraDir(): string {
  const candidates = [
    process.env.TOOLBOX_INFRA,
    join(root, '../shared/infra'),
    '/work/shared/infra',
  ];
  const found = candidates.find(
    (dir) => dir !== undefined && dir !== '' && existsSync(join(dir, 'start-postgres.sh')),
  );
  if (!found)
    throw new Error('the infra scripts (start-postgres.sh...) are not found; set TOOLBOX_INFRA');
  return found;
}

/** The engines' own settings (as `.ci/run` gives them), without which they cannot be stopped. */
function engineSettings(): Record<string, string> {
  const { PG_DIR, PG_PORT, S3_DIR } = process.env;
  if (!PG_DIR || !PG_PORT || !S3_DIR) {
    throw new Error(
      'PG_DIR, PG_PORT and S3_DIR must name the PostgreSQL and S3 that DATABASE_URL and S3_ENDPOINT point to (see .ci/run)',
    );
  }
  return { PG_DIR, PG_PORT, S3_DIR };
}

async function script(name: string, extra: Record<string, string> = {}): Promise<void> {
  await run('bash', [join(infraDir(), name)], {
    env: { ...process.env, ...engineSettings(), ...extra },
    timeout: 120_000,
  });
}

/** Stopping and starting the test's PostgreSQL (its data kept) and pausing its S3 gateway. */
export const engines = {
  /** Throws unless the engines can be stopped and started by this run. */
  assertControllable(): void {
    infraDir();
    engineSettings();
  },
  stopPostgres: () => script('stop-postgres.sh', { KEEP: '1' }),
  startPostgres: () => script('start-postgres.sh'),
  pauseS3: () => script('pause-s3.sh'),
  resumeS3: () => script('resume-s3.sh'),
};
