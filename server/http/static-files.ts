import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The files under `folder` a browser may fetch, as URL paths without the leading slash. */
export function servedFiles(folder: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name)
      .slice(folder.length + 1)
      .split(sep)
      .join('/');
    // The .br and .gz copies are sent in place of their file (preCompressed), never by their name.
    if (/(^|\/)\./.test(path) || /\.(br|gz)$/.test(path) || path === 'index.html') continue;
    files.add(path);
  }
  return files;
}

/**
 * Serves the built site's files: hashed assets with long-lived caching, pre-compressed copies
 * when the browser accepts them. The folder is listed once at start (reading it on every request
 * served assets at 0.7 times the rate, GOTCHAS), and a few routes look names up in that list:
 * @fastify/static's own listing made a route per file, a tenth of a second of every start.
 */
export async function registerStaticFiles(app: FastifyInstance, staticDir: string) {
  const files = servedFiles(staticDir);
  await app.register(fastifyStatic, {
    root: staticDir,
    serve: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        filePath.startsWith(join(staticDir, 'assets') + sep) ? IMMUTABLE : 'public, max-age=3600',
      );
    },
  });
  const send = (request: FastifyRequest, reply: FastifyReply) => {
    const path = (request.url.split('?', 1)[0] ?? '').slice(1);
    return files.has(path) ? reply.sendFile(path) : reply.callNotFound();
  };
  app.get('/assets/*', send);
  for (const path of files) if (!path.includes('/')) app.get(`/${path}`, send);
}
