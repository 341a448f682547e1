import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { VisitorTracker } from '../services/visitors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The anonymous visitor id (a random cookie value, no personal data). */
    visitorId: string | undefined;
    /**
     * True when the request carried a visitor cookie this server issued and signed: only then
     * does the id count as a visitor, for active users and for the per-visitor job cap.
     */
    visitorKnown: boolean;
  }
}

export const VISITOR_COOKIE = 'vid';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;
const validId = /^[A-Za-z0-9_-]{22}$/;
const notVisits = /^\/(assets\/|api\/health|api\/ready|favicon|robots\.txt|sitemap\.xml)/;

/** Pages and API calls count; static files, health checks and crawler files do not. */
function countsAsVisit(url: string): boolean {
  return !notVisits.test(url);
}

/**
 * Gives every page and API request an anonymous visitor id, in a signed cookie set once. Pages set
 * it too, so the first API calls of a new visitor (sent in parallel) share one id. A visitor is
 * recorded only when a request brings back a cookie the server signed: a flood of cookieless or
 * made-up-cookie requests writes nothing and counts for nothing.
 */
export const visitorPlugin = fp<{ tracker: VisitorTracker; secureCookie: boolean; secret: string }>(
  async (app, { tracker, secureCookie, secret }) => {
    await app.register(fastifyCookie, { secret });
    app.decorateRequest('visitorId', undefined);
    app.decorateRequest('visitorKnown', false);
    app.addHook('onRequest', async (request, reply) => {
      if (!countsAsVisit(request.url)) return;
      const sent = request.cookies[VISITOR_COOKIE];
      const unsigned = sent ? request.unsignCookie(sent) : undefined;
      if (unsigned?.valid && unsigned.value && validId.test(unsigned.value)) {
        request.visitorId = unsigned.value;
        request.visitorKnown = true;
        await tracker.touch(unsigned.value).catch((error: unknown) => {
          request.log.warn({ err: error }, 'could not record a visit');
        });
        return;
      }
      const id = randomBytes(16).toString('base64url');
      reply.setCookie(VISITOR_COOKIE, id, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie,
        maxAge: ONE_YEAR_SECONDS,
        signed: true,
      });
      request.visitorId = id;
    });
  },
  { name: 'visitor' },
);
