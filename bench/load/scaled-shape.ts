import { createTestBucket } from '../../tests/support/s3-bucket.ts';
import { createTestDatabase } from '../../tests/support/scaled-shape.ts';
import { startLoadProcess, type LoadProcess } from './processes.ts';

/** A bench setting from the environment: a positive number, or the fallback. */
export function positiveNumber(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

/**
 * The scaled shape on loopback for one measurement: a database and a bucket of its own on the
 * engines DATABASE_URL and S3_* name, the given processes started one at a time (the first makes
 * the tables and the queue's schema) on ports from `portBase` (a site and a metrics port each),
 * then `use`; everything stopped, dropped and deleted after.
 */
export async function withScaledShape<T>(
  roles: readonly LoadProcess['role'][],
  portBase: number,
  env: Record<string, string>,
  use: (processes: LoadProcess[]) => Promise<T>,
): Promise<T> {
  const database = await createTestDatabase();
  const bucket = await createTestBucket('bench');
  const shared = { ...env, ...bucket.env, DATABASE_URL: database.url };
  const processes: LoadProcess[] = [];
  try {
    for (const [index, role] of roles.entries()) {
      const site = portBase + index * 2;
      processes.push(await startLoadProcess(role, { site, metrics: site + 1 }, shared));
    }
    return await use(processes);
  } finally {
    await Promise.all(processes.map((p) => p.stop()));
    await bucket.destroy().catch((error: unknown) => console.error('bucket left:', error));
    await database.drop();
  }
}
