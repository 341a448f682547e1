import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { VisitorTracker } from '../services/visitors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The anonymous visitor id (a random cookie value, no personal data). */
    visitorId: string | undefined;
  }
}

export const VISITOR_COOKIE = 'vid';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;
const validId = /^[A-Za-z0-9_-]{22}$/;
const notVisits = /^\/(assets\/|api\/health|favicon|robots\.txt|sitemap\.xml)/;

/** Pages and API calls count; static files, health checks and crawler files do not. */
function countsAsVisit(url: string): boolean {
  return !notVisits.test(url);
}

/**
 * Gives every page and API request an anonymous visitor id, set once in a cookie, and counts it as
 * seen. Pages set it too, so the first API calls of a new visitor (sent in parallel) share one id.
 */
export const visitorPlugin = fp<{ tracker: VisitorTracker; secureCookie: boolean }>(
  async (app, { tracker, secureCookie }) => {
    await app.register(fastifyCookie);
    app.decorateRequest('visitorId', undefined);
    app.addHook('onRequest', async (request, reply) => {
      if (!countsAsVisit(request.url)) return;
      let id = request.cookies[VISITOR_COOKIE];
      if (!id || !validId.test(id)) {
        id = randomBytes(16).toString('base64url');
        reply.setCookie(VISITOR_COOKIE, id, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookie,
          maxAge: ONE_YEAR_SECONDS,
        });
      }
      request.visitorId = id;
      tracker.touch(id);
    });
  },
  { name: 'visitor' },
);
