import type { FastifyInstance } from 'fastify';

/** What this server can do now (the job types, and ffmpeg, LibreOffice... once detected). */
export type Capabilities = Record<string, unknown>;

export function registerHealthRoute(
  app: FastifyInstance,
  version: string,
  capabilities: () => Capabilities,
) {
  app.get('/api/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const, version, capabilities: capabilities() };
  });
}
