import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  allToolRefs,
  canonicalToolPath,
  categories,
  categoryPath,
} from '../../shared/catalogue/index.ts';
import { pageModules } from '../../shared/seo/page-modules.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The routes whose first load is budgeted: the home page in each language, the tools index,
 * every category and every tool page (at its canonical address). */
export function budgetedRoutes(): string[] {
  const tools = [...new Set(allToolRefs.map((ref) => canonicalToolPath(ref.tool.slug)))];
  return ['/', '/ne/', '/tools', ...categories.map(categoryPath), ...tools];
}

export interface FirstLoad {
  /** Gzipped bytes (level 9) of the JavaScript and of the CSS files. */
  js: number;
  css: number;
  files: string[];
}

/**
 * What a route loads on its first visit, from the built site alone (no browser): the entry of
 * index.html, the modules it loads at start (its dynamic imports: src/main.tsx starts the app with
 * them), and the route's own modules as the server names them in its head
 * (shared/seo/page-modules.ts), each with its static imports and styles.
 */
export function createFirstLoad(staticDir: string): (url: string) => FirstLoad {
  const manifest = JSON.parse(
    readFileSync(join(staticDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(staticDir, file)), { level: 9 }).length;
      gzipped.set(file, size);
    }
    return size;
  };
  const closure = (keys: readonly string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const entry = manifest['index.html'];
  if (!entry) throw new Error('The manifest has no index.html entry: is the site built?');
  const start = ['index.html', ...(entry.dynamicImports ?? [])];
  return (url) => {
    const chunks = [...closure([...start, ...pageModules(url)])].map((key) => manifest[key]!);
    const scripts = [...new Set(chunks.map((chunk) => chunk.file))];
    const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
    return {
      js: scripts.reduce((sum, file) => sum + sizeOf(file), 0),
      css: styles.reduce((sum, file) => sum + sizeOf(file), 0),
      files: [...scripts, ...styles],
    };
  };
}
