import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';
import { projectRoot } from '../server/paths.ts';
import { pageModules } from '../shared/seo/page-modules.ts';

/**
 * The JavaScript (gzipped) the i18n layer adds to a page. Needs `npm run build`.
 *
 * Method: from the build's manifest, the JS files a page loads are the entry's static closure plus
 * the lazy modules the server preloads for its URL (shared/seo/page-modules.ts, which names the same
 * modules as the router). Each file is gzipped (level 9, as the build's .gz copies) and summed.
 * - A Nepali page loads its English twin's files plus the Nepali messages chunk (shell messages,
 *   catalogue text and head-tag texts): that difference is what Nepali costs on top of English.
 * - The libraries (i18next, react-i18next) live inside the entry chunk, so their share is measured
 *   by bundling them alone, minified, React left out, as the app imports them.
 */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

const dist = join(projectRoot, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) throw new Error('No build manifest: run `npm run build` first.');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

function closure(keys: readonly string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const gzipped = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;
const fileSize = (file: string) => gzipped(readFileSync(join(dist, file)));

function pageJs(url: string): { files: string[]; bytes: number } {
  const files = [...closure(['index.html', ...pageModules(url)])].map((key) => manifest[key]!.file);
  const unique = [...new Set(files)].filter((file) => file.endsWith('.js'));
  return { files: unique, bytes: unique.reduce((sum, file) => sum + fileSize(file), 0) };
}

async function librariesGzipped(): Promise<number> {
  const bundle = await rolldown({
    input: 'i18n-libraries',
    external: ['react', 'react/jsx-runtime', 'react-dom'],
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === 'i18n-libraries' ? id : null),
        load: (id) =>
          id === 'i18n-libraries'
            ? "export { default } from 'i18next';\nexport { initReactI18next, useTranslation } from 'react-i18next';"
            : null,
      },
    ],
    cwd: projectRoot,
  });
  const { output } = await bundle.generate({ format: 'esm', minify: true });
  await bundle.close();
  return gzipped(output[0].code);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const tool = '/tools/nepali-tools/nepali-date-converter';
const english = pageJs(tool);
const nepali = pageJs(`/ne${tool}`);
const englishHome = pageJs('/');
const added = nepali.files.filter((file) => !english.files.includes(file));
const englishMessages = gzipped(
  readFileSync(join(projectRoot, 'src', 'i18n', 'resources', 'en.ts'), 'utf8'),
);
const libraries = await librariesGzipped();

console.log(
  `load average: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
console.log(
  `English home page JS:            ${kb(englishHome.bytes)} (${englishHome.files.length} files)`,
);
console.log(`English tool page JS (${tool}): ${kb(english.bytes)} (${english.files.length} files)`);
console.log(`Nepali tool page JS (/ne${tool}): ${kb(nepali.bytes)} (${nepali.files.length} files)`);
console.log(`  added for Nepali: ${kb(nepali.bytes - english.bytes)} in ${added.join(', ')}`);
console.log(`i18n libraries (i18next + react-i18next, minified, alone): ${kb(libraries)}`);
console.log(`English shell messages (en.ts source, upper bound): ${kb(englishMessages)}`);
console.log(
  `i18n layer on an English page ≈ ${kb(libraries + englishMessages)}; on a Nepali tool page ≈ ${kb(libraries + englishMessages + nepali.bytes - english.bytes)}`,
);
