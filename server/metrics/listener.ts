import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

export interface MetricsListener {
  /** The port it listens on (the configured one). */
  port: number;
  close(): Promise<void>;
}

/**
 * A small HTTP listener of its own for Prometheus: GET /metrics and nothing else. Apart from the
 * site, so it is never behind the public proxy, the connection guard or the visitor cookie, and
 * it can bind an address only the scraper reaches.
 */
export async function listenForMetrics(
  registry: Registry,
  address: { port: number; host: string },
  onError: (error: unknown) => void,
): Promise<MetricsListener> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Not found: metrics are at /metrics\n');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      response.end('Use GET\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, {
          'content-type': registry.contentType,
          'cache-control': 'no-store',
        });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        onError(error);
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('The metrics could not be collected\n');
      },
    );
  });
  server.keepAliveTimeout = 65_000;
  server.listen(address.port, address.host);
  await Promise.race([
    once(server, 'listening'),
    once(server, 'error').then(([error]) => {
      throw new Error(
        `METRICS_PORT: cannot listen on ${address.host}:${address.port} (${(error as Error).message})`,
      );
    }),
  ]);
  return {
    port: address.port,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
