import type { FastifyRequest } from 'fastify';
import { VISITOR_COOKIE } from '../http/visitor.ts';

/**
 * Who a request comes from, for the per-client cap on jobs: the visitor cookie when the request
 * carried one (a browser), else the address (a script without cookies gets a fresh visitor id on
 * every request, so the id alone would not hold it back).
 */
export function clientKey(request: FastifyRequest): string {
  const cookie = request.cookies?.[VISITOR_COOKIE];
  return cookie && cookie === request.visitorId ? `visitor:${cookie}` : `ip:${request.ip}`;
}
