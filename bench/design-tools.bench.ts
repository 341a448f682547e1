import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { dominantColors } from '../src/tools/image-color-extractor/extract.ts';
import { report } from './support.ts';

/**
 * Design and colour tools: what each tool's page loads on top of the shell (from the last
 * `npm run build`), that none of their code is in the home page's bundle, and how long the
 * image colour extractor's median cut takes on a sampled image.
 */
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const SCREENS = [
  'color-picker',
  'gradient-generator',
  'css-shape-maker',
  'color-palette-generator',
  'hex-to-rgb-converter',
  'image-color-extractor',
  'css-box-shadow-generator',
  'border-radius-generator',
  'text-shadow-generator',
];
/** Texts that only the design tools contain: none may appear in the home page's JavaScript. */
const DESIGN_MARKERS = [
  'gradient-styles.css',
  'shape-styles.css',
  'A hex colour needs six digits',
  'polygon(25% 0%, 75% 0%',
  'of the image',
];

interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

let manifest: Record<string, Chunk>;
try {
  manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
} catch {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

const gzipped = (file: string) => gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length;
const kb = (bytes: number) => bytes / 1024;

const home = closure('index.html');
const homeText = [...home].map((key) => readFileSync(`${dist}${manifest[key]?.file}`, 'utf8'));
const markersInHome = DESIGN_MARKERS.filter((marker) => homeText.some((t) => t.includes(marker)));
report(
  'home page JS (entry and its imports, gzip)',
  kb([...home].reduce((n, k) => n + gzipped(manifest[k]?.file ?? ''), 0)),
  'KB',
);
report(
  'design-tool texts in the home page JS',
  markersInHome.length,
  '',
  markersInHome.join(', ') || 'none',
);

for (const screen of SCREENS) {
  const key = `src/tools/${screen}/screen.tsx`;
  if (!manifest[key]) {
    report(`${screen} screen`, 'missing');
    continue;
  }
  const own = [...closure(key)].filter((k) => !home.has(k));
  const bytes = own.reduce((n, k) => n + gzipped(manifest[k]?.file ?? ''), 0);
  report(`${screen}: JS beyond shell`, kb(bytes), 'KB', `${own.length} chunks`);
}

// A 256x192 sample (the extractor samples images at most 256 px on their longest side) of noisy
// colour bands, as a photo would give.
const width = 256;
const height = 192;
const pixels = new Uint8ClampedArray(width * height * 4);
let seed = 42;
const random = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};
for (let i = 0; i < width * height; i++) {
  const band = Math.floor(((i % width) / width) * 5);
  const base = [
    [200, 40, 40],
    [30, 90, 200],
    [240, 200, 60],
    [40, 160, 80],
    [90, 60, 140],
  ][band]!;
  pixels.set([...base.map((c) => c + Math.floor(random() * 40) - 20), 255], i * 4);
}
for (const count of [6, 10]) {
  const times: number[] = [];
  for (let run = 0; run < 25; run++) {
    const started = performance.now();
    dominantColors(pixels, count);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  report(`median cut ${width}x${height}, ${count} colours`, times[12]!, 'ms', '25 runs');
}
