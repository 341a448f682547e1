import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { adToBs, bsToAd, BS_FIRST_AD_DATE } from '../shared/calendar/bs-calendar.ts';
import { report } from './support.ts';

/**
 * Converters: how fast the Bikram Sambat table converts, and how much JavaScript each converter
 * screen adds to the page (gzipped, beyond what the site's shell already loaded). Run
 * `npm run build` first for the sizes.
 */

// Calendar: every day from 13 April 1913 to 12 April 2044, AD to BS and back.
{
  const first = Date.UTC(BS_FIRST_AD_DATE.year, BS_FIRST_AD_DATE.month - 1, BS_FIRST_AD_DATE.day);
  const days: { year: number; month: number; day: number }[] = [];
  for (let time = first; ; time += 86_400_000) {
    const date = new Date(time);
    const ad = {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
    };
    if (!adToBs(ad)) break;
    days.push(ad);
  }
  for (let round = 0; round < 2; round++) {
    const start = performance.now();
    for (const ad of days) {
      const bs = adToBs(ad);
      if (!bs || !bsToAd(bs)) throw new Error('conversion failed');
    }
    const ms = performance.now() - start;
    if (round === 1) {
      report('calendar: days converted AD -> BS -> AD', days.length, 'days');
      report('calendar: time per round trip', (ms * 1e6) / days.length / 1000, 'µs');
    }
  }
}

// Screen sizes from the build manifest.
const manifestPath = 'dist/.vite/manifest.json';
if (!existsSync(manifestPath)) {
  console.log('No build found: run `npm run build` for the screen sizes.');
} else {
  type Chunk = { file: string; imports?: string[]; isEntry?: boolean };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
  const gz = (file: string) => gzipSync(readFileSync(`dist/${file}`)).length;
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) closure(child, seen);
    return seen;
  };
  const shell = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, shell);
  const screens = Object.keys(manifest).filter((key) =>
    /^src\/tools\/[^_][^/]*\/screen\.tsx$/.test(key),
  );
  for (const key of screens.sort()) {
    const own = [...closure(key)].filter((k) => !shell.has(k));
    const bytes = own.reduce((sum, k) => sum + gz(manifest[k]?.file ?? ''), 0);
    report(
      `screen ${key.split('/')[2]}`,
      bytes / 1024,
      'KB gz',
      `${own.length} chunks beyond the shell`,
    );
  }
}
