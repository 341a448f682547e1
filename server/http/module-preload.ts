import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../../shared/seo/head-tags.ts';
import { pageModules } from '../../shared/seo/page-modules.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ENTRY = 'index.html';

/**
 * Reads Vite's build manifest and renders, for a page URL, the head links that fetch the page's
 * lazy modules (and their imports and styles) alongside the app, instead of after it has run.
 * Files the entry already loads are left out. Without a manifest (not built) it renders nothing.
 */
export function createModulePreloader(
  staticDir: string,
): (url: string, options?: { applyStyles?: boolean }) => string {
  const manifestPath = join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

  const closure = (keys: readonly string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const inEntry = closure([ENTRY]);
  const cache = new Map<string, string>();

  // A page rendered on the server paints before its modules run: its styles apply from the first
  // paint (stylesheets), where a page that starts empty only fetches them early (preloads).
  return (url, { applyStyles = false } = {}) => {
    const modules = pageModules(url);
    const key = `${applyStyles ? 'styled ' : ''}${modules.join(' ')}`;
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const chunks = [...closure(modules)].filter((name) => !inEntry.has(name));
    const scripts = chunks.map((name) => manifest[name]!.file);
    const styles = [...new Set(chunks.flatMap((name) => manifest[name]!.css ?? []))];
    // The faces of the web font the page's Nepali text is set in (Devanagari: regular and bold),
    // fetched with the styles rather than once the text is laid out. Text does not wait for them
    // (font-display: optional), and a preloaded optional face that arrives in time is used from
    // the first layout: one found only from the stylesheet was laid out late and moved the page.
    const fonts = chunks
      .flatMap((name) => manifest[name]!.assets ?? [])
      .filter((file) => file.endsWith('.woff2'));
    const links = [
      ...(applyStyles ? [] : scripts).map(
        (file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`,
      ),
      ...styles.map((file) =>
        applyStyles
          ? `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" />`
          : `<link rel="preload" as="style" crossorigin href="/${escapeHtml(file)}" />`,
      ),
      ...fonts.map(
        (file) =>
          `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${escapeHtml(file)}" />`,
      ),
    ].join('\n    ');
    cache.set(key, links);
    return links;
  };
}
