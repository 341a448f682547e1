import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from './metrics.ts';

/** The code of an API error body as this server writes it (`{"error":{"code":"..."`). */
const errorCode = /^\{"error":\{"code":"([a-z_]{1,40})"/;

export function errorCodeOf(body: string): string | undefined {
  return errorCode.exec(body)?.[1];
}

/**
 * Times every answered request by its route pattern (`/api/jobs/:id`, never the URL with its
 * ids) and status, and counts the error codes of JSON error answers. tRPC's errors are counted
 * where tRPC reports them, tus's where its answers are sent (neither reaches onSend as text).
 */
export function measureHttp(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode >= 400 && typeof payload === 'string') {
      const code = errorCodeOf(payload);
      if (code) metrics.refused(code);
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}
