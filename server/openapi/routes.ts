import type { FastifyInstance } from 'fastify';
import { renderDocsPage } from './docs-page.ts';
import { buildOpenApiDocument } from './document.ts';

/** GET /api/openapi.json (the OpenAPI 3.1 document) and GET /api/docs (the page made from it). */
export function registerOpenApiRoutes(app: FastifyInstance, version: string): void {
  const document = buildOpenApiDocument(version);
  const text = JSON.stringify(document);
  const page = renderDocsPage(document);
  app.get('/api/openapi.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(text),
  );
  app.get('/api/docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page),
  );
}
