import type { FastifyInstance } from 'fastify';
import { renderDocsPage } from './docs-page.ts';
import { buildOpenApiDocument } from './document.ts';

/**
 * GET /api/openapi.json (the OpenAPI 3.1 document) and GET /api/docs (the page made from it).
 * Both are made on the first request, not at start: few servers are ever asked for them.
 */
export function registerOpenApiRoutes(app: FastifyInstance, version: string): void {
  let made: { text: string; page: string } | undefined;
  const answers = () => {
    if (!made) {
      const document = buildOpenApiDocument(version);
      made = { text: JSON.stringify(document), page: renderDocsPage(document) };
    }
    return made;
  };
  app.get('/api/openapi.json', async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(answers().text),
  );
  app.get('/api/docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(answers().page),
  );
}
