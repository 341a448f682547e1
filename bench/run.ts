import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Runs every `bench/*.bench.ts` in turn, each in its own Node process, and prints what they
 * measure. `npm run bench -- upload` runs only the benches whose file name contains 'upload';
 * a name that is a bench's whole name runs that one alone (`load`, not also `jobs-upload`).
 * Benches print numbers; they never pass or fail on a time.
 */
const folder = fileURLToPath(new URL('.', import.meta.url));
const filter = process.argv[2] ?? '';
const matching = readdirSync(folder)
  .filter((name) => name.endsWith('.bench.ts') && name.includes(filter))
  .sort();
const exact = matching.filter((name) => name === `${filter}.bench.ts`);
const benches = exact.length > 0 ? exact : matching;

if (benches.length === 0) {
  console.error(`No bench matches '${filter}'.`);
  process.exit(1);
}

let failed = 0;
for (const bench of benches) {
  console.log(`\n=== ${bench.replace('.bench.ts', '')} ===`);
  const result = spawnSync(process.execPath, [`${folder}${bench}`], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed++;
    console.error(`${bench} stopped with status ${result.status}`);
  }
}
process.exit(failed > 0 ? 1 : 0);
