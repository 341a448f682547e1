import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { FirstPaintSources, PageSettings } from '../../src/entry-server.tsx';
import { isoDay, todayInNepal } from '../../shared/calendar/today.ts';
import { projectRoot } from '../paths.ts';

/** Where `npm run build` writes the first-paint renderer (vite build --ssr src/entry-server.tsx). */
export const FIRST_PAINT_ENTRY = join(projectRoot, 'dist-server', 'ssr', 'entry-server.js');

interface Renderer {
  configureFirstPaint(settings: PageSettings, sources: FirstPaintSources): void;
  renderFirstPaint(url: string, report: (problem: string) => void): Promise<string | undefined>;
}

/** A page's first paint for a path, rendered once a day per process and kept (pages hold no data). */
export type FirstPaint = (path: string) => Promise<string | undefined>;

/**
 * The pages' first paint, rendered on the server (src/entry-server.tsx), or undefined where the
 * renderer is not built. Each known page is rendered on its first request and kept for the rest
 * of the day in Nepal: a page holds nothing of a visitor or of the database, so every visitor
 * gets the same HTML, but some show the day (the patro's today), so a new day renders them anew.
 * `sources` is what the server holds that pages show (the currency rates), as of the render.
 * `now` is the clock (tests move it).
 */
export function loadFirstPaint(
  settings: PageSettings,
  log: FastifyBaseLogger,
  now: () => Date = () => new Date(),
  sources: FirstPaintSources = {},
): FirstPaint | undefined {
  if (!existsSync(FIRST_PAINT_ENTRY)) {
    log.warn('the first-paint renderer is not built: pages start empty until their script runs');
    return undefined;
  }
  // Loaded with the first page asked for, not at start: an API-only process never loads it.
  let renderer: Promise<Renderer> | undefined;
  const loadRenderer = () =>
    (renderer ??= import(pathToFileURL(FIRST_PAINT_ENTRY).href).then((module: Renderer) => {
      module.configureFirstPaint(settings, sources);
      return module;
    }));
  const rendered = new Map<string, Promise<string | undefined>>();
  let renderedOn = '';
  return (path) => {
    const day = isoDay(todayInNepal(now()));
    if (day !== renderedOn) {
      rendered.clear();
      renderedOn = day;
    }
    let page = rendered.get(path);
    if (!page) {
      page = loadRenderer()
        .then((module) =>
          module.renderFirstPaint(path, (problem) =>
            log.warn({ path, problem }, 'a page could not be rendered on the server'),
          ),
        )
        .catch((error: unknown) => {
          log.warn({ err: error, path }, 'a page could not be rendered on the server');
          return undefined;
        });
      rendered.set(path, page);
    }
    return page;
  };
}
