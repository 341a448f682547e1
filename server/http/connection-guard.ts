import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import proxyAddr from '@fastify/proxy-addr';

export interface ConnectionGuardOptions {
  /** A request body idle this long is cut off; headers must arrive within it too. */
  bodyTimeoutMs: number;
  /** Open connections one address may hold; 0 for no limit. */
  connectionsPerAddress: number;
  /** Proxy addresses from TRUST_PROXY: their connections carry many visitors, so no limit. */
  trustedProxies: string[];
}

/**
 * Keeps slow or greedy clients from holding the site: a connection over the per-address limit is
 * closed at once, and a request whose body stops arriving is cut off after the body timeout (a
 * socket that sends nothing while its body is being read). Waiting for an answer (a job that
 * answers with its bytes, an event stream) is not limited: only the visitor's sending is.
 */
export function guardConnections(app: FastifyInstance, options: ConnectionGuardOptions): void {
  const server = app.server;
  // Slow headers: Node checks this every 30 s (its connection-check interval).
  server.headersTimeout = Math.min(server.headersTimeout, Math.max(options.bodyTimeoutMs, 1000));

  if (options.connectionsPerAddress > 0) {
    const trusted = proxyAddr.compile(options.trustedProxies);
    const open = new Map<string, number>();
    server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress;
      if (!address || trusted(address, 0)) return;
      const count = (open.get(address) ?? 0) + 1;
      if (count > options.connectionsPerAddress) {
        socket.destroy();
        return;
      }
      open.set(address, count);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left <= 0) open.delete(address);
        else open.set(address, left);
      });
    });
  }

  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    const hasBody =
      raw.headers['transfer-encoding'] !== undefined ||
      Number(raw.headers['content-length'] ?? 0) > 0;
    if (!hasBody || raw.complete) {
      done();
      return;
    }
    const socket = raw.socket;
    const cutOff = () => {
      request.log.info(
        { url: request.url.split('?')[0] },
        'request body stopped arriving: cut off',
      );
      socket.destroy();
    };
    // Node refreshes a socket's timeout on every chunk it reads: this fires only when none arrives.
    socket.setTimeout(options.bodyTimeoutMs, cutOff);
    const stopWatching = () => {
      socket.setTimeout(0);
      socket.off('timeout', cutOff);
    };
    raw.once('end', stopWatching);
    raw.once('close', stopWatching);
    done();
  });
}
