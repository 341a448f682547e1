import type { FastifyInstance } from 'fastify';
import { errorBody } from '../http/errors.ts';

/** One dependency the server needs to do its work: it answers, or says why not. */
export type ReadinessCheck = () => Promise<void> | void;

const CHECK_TIMEOUT_MS = 2000;

async function outcome(check: ReadinessCheck): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      Promise.resolve().then(check),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('no answer within 2 s')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return 'ok';
  } catch (error) {
    return `failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 200);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/ready: 200 only when every dependency answers (the database, the file storage and the
 * job queue), else 503 naming the ones that failed. /api/health stays the liveness answer: it
 * says the process runs, this says it can serve.
 */
export function registerReadyRoute(
  app: FastifyInstance,
  checks: Record<'database' | 'storage' | 'queue', ReadinessCheck>,
) {
  app.get('/api/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const names = Object.keys(checks) as (keyof typeof checks)[];
    const results = await Promise.all(names.map((name) => outcome(checks[name])));
    const report = Object.fromEntries(names.map((name, i) => [name, results[i]]));
    const failed = names.filter((_name, i) => results[i] !== 'ok');
    if (failed.length === 0) return { status: 'ready' as const, checks: report };
    return reply.code(503).send({
      status: 'not_ready' as const,
      checks: report,
      ...errorBody('not_ready', `Not ready: the ${failed.join(' and the ')} did not answer.`),
    });
  });
}
