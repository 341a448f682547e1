import type { FastifyRequest } from 'fastify';

/**
 * Who a request comes from, for the caps on jobs: always its network address (as the trusted
 * proxies report it), and the visitor when the request brought back a cookie this server signed.
 * A made-up or fresh cookie adds no key, so it cannot open a new share of the capacity.
 */
export function clientKeys(request: FastifyRequest): string[] {
  const keys = [`ip:${request.ip}`];
  if (request.visitorKnown && request.visitorId) keys.push(`visitor:${request.visitorId}`);
  return keys;
}
