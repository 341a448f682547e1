import type { FastifyInstance } from 'fastify';

/**
 * Node closes the idle keep-alive connections once, when the server starts closing. A response
 * still being written at that moment (tRPC streams its body after the headers) leaves its
 * connection open once it ends, and the close then waits for Fastify's keep-alive timeout (72 s).
 * Here each response that ends while the server closes lets its now idle connection go.
 */
export function closeConnectionsAsResponsesEnd(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    // After this turn Node has marked the connection idle (its own 'finish' listener ran first).
    if (closing) setImmediate(() => app.server.closeIdleConnections());
    done();
  });
}
