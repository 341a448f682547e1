import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEAD_PLACEHOLDER, renderHeadTags } from '../../shared/seo/head-tags.ts';
import { LOCALE_COOKIE } from '../../shared/i18n/locale-choice.ts';
import { isLocale, localeTags, localizePath, splitLocalePath } from '../../shared/i18n/locale.ts';
import { serverMetaTexts } from '../../shared/seo/meta-texts.ts';
import { resolveRouteMeta } from '../../shared/seo/route-meta.ts';
import { renderSitemap } from '../../shared/seo/sitemap.ts';
import { errorBody } from './errors.ts';
import { loadFirstPaint } from './first-paint.ts';
import type { FirstPaintSources } from '../../src/entry-server.tsx';
import { createModulePreloader } from './module-preload.ts';
import { registerStaticFiles } from './static-files.ts';

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Serves the built single-page app: hashed assets with long-lived caching (pre-compressed copies
 * when the browser accepts them), and for every page URL the app's HTML with that route's title,
 * description and canonical link already in the head, answering 404 for unknown routes.
 */
export const spaPlugin = fp<{
  staticDir: string;
  publicUrl: string;
  retentionSeconds: number;
  socialLinks: readonly string[];
  /** Render each page's first paint on the server (FIRST_PAINT, on by default). */
  firstPaint: boolean;
  /** What the server holds that pages show in their first paint (the currency rates). */
  firstPaintSources?: FirstPaintSources;
}>(
  async (
    app,
    {
      staticDir,
      publicUrl,
      retentionSeconds,
      socialLinks,
      firstPaint: renderPages,
      firstPaintSources,
    },
  ) => {
    const templatePath = join(staticDir, 'index.html');
    const template = existsSync(templatePath) ? readFileSync(templatePath, 'utf8') : undefined;
    const firstPaint =
      template && renderPages
        ? loadFirstPaint(
            {
              retentionSeconds: String(Math.round(retentionSeconds)),
              ...(socialLinks.length > 0 ? { socialLinks: socialLinks.join(' ') } : {}),
            },
            app.log,
            undefined,
            firstPaintSources,
          )
        : undefined;
    const preloadLinks = createModulePreloader(staticDir);
    if (!template) {
      app.log.warn({ staticDir }, 'the site is not built: run `npm run build` to serve pages');
    } else {
      await registerStaticFiles(app, staticDir);
    }

    async function sendPage(request: FastifyRequest, reply: FastifyReply) {
      if (!template) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The site is not built yet. Run `npm run build`, then start the server again.');
      }
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const cookieLocale = request.cookies[LOCALE_COOKIE];
      const chosen = isLocale(cookieLocale) ? cookieLocale : undefined;
      const addressed = splitLocalePath(request.url.split('?', 1)[0] ?? '/');
      // A visitor who chose another language gets its twin of an unprefixed address, before any
      // paint. Only the cookie decides (set by the language switch), so crawlers get English at `/`.
      if (chosen && chosen !== addressed.locale && addressed.locale === 'en') {
        return reply
          .header('cache-control', 'private, no-store')
          .header('vary', 'cookie')
          .redirect(localizePath(addressed.path, chosen) + query, 302);
      }
      const meta = resolveRouteMeta(request.url, serverMetaTexts);
      if (meta.movedTo) return reply.redirect(meta.movedTo + query, 301);
      // Known pages only, without a query: a bounded set, each rendered once (a query such as a
      // search or a carried result changes what the page shows; those start empty as before).
      const body =
        firstPaint && meta.status === 200 && query === ''
          ? await firstPaint(localizePath(addressed.path, addressed.locale))
          : undefined;
      const html = template
        .replace('<html lang="en"', `<html lang="${localeTags[meta.locale]}"`)
        .replace(
          HEAD_PLACEHOLDER,
          [
            renderHeadTags(meta, publicUrl, retentionSeconds, socialLinks),
            preloadLinks(request.url, { applyStyles: body !== undefined }),
          ]
            .filter(Boolean)
            .join('\n    '),
        )
        .replace(ROOT_ELEMENT, () => (body ? `<div id="root">${body}</div>` : ROOT_ELEMENT));
      return reply
        .code(meta.status)
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie')
        .type('text/html; charset=utf-8')
        .send(html);
    }

    app.get('/', sendPage);
    app.get('/sitemap.xml', (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(renderSitemap(publicUrl)),
    );
    app.get('/robots.txt', (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(`User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: ${publicUrl}/sitemap.xml\n`),
    );

    app.setNotFoundHandler((request, reply) => {
      const isPageRequest =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !request.url.startsWith('/api/') &&
        !request.url.startsWith('/assets/');
      if (isPageRequest) return sendPage(request, reply);
      return reply
        .code(404)
        .send(
          errorBody('not_found', `No such address: ${request.method} ${request.url.split('?')[0]}`),
        );
    });
  },
  { name: 'spa' },
);
