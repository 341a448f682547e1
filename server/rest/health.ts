import type { FastifyInstance } from 'fastify';

/** What this server can do; other parts add their entries (ffmpeg, LibreOffice, ...) at start. */
export type Capabilities = Record<string, unknown>;

export function registerHealthRoute(
  app: FastifyInstance,
  version: string,
  capabilities: Capabilities,
) {
  app.get('/api/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const, version, capabilities };
  });
}
