import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { typedClient } from './load/client.ts';
import { perJob, readAll } from './load/cpu.ts';
import { machinePerJob, readMachine } from './load/machine-cpu.ts';
import { loadAverage, startLoadProcess, type LoadProcess } from './load/processes.ts';
import { positiveNumber, withScaledShape } from './load/scaled-shape.ts';
import {
  printRoundTripsOfOneJob,
  printRoundTripsUnderLoad,
  readRoundTrips,
} from './load/round-trips.ts';
import { percentile, runLoad, type LoadFigures, type LoadSettings } from './load/run-load.ts';

/**
 * The load test: the same load against one process (ROLE=all, SQLite, local files) and against
 * the scaled shape on loopback (two ROLE=web and two ROLE=worker processes, PostgreSQL, S3), both
 * from the sources with production's flags. The load (see load/run-load.ts): LOAD_VISITORS
 * visitors (200) arriving over LOAD_RAMP_SECONDS (5), each uploading a 5 MB PNG through tus
 * (every fifth cut once and resumed) for a convert-image job followed over SSE, plus
 * LOAD_WATCHERS progress watchers (1000) over both web processes and LOAD_STATUS_PER_SECOND
 * status reads (20). Then the round trips to PostgreSQL and S3 of one job, step by step.
 *
 * The scaled shape uses the PostgreSQL and S3 the environment names (DATABASE_URL and S3_*, as
 * /work/shared/infra's start scripts print them; the bench makes its own database and bucket in
 * them and drops them after); without them it is skipped. LOAD_SHAPES=one or =scaled runs one
 * shape. Ports: LOAD_PORT_BASE (4631) and the next nine.
 */
const settings: LoadSettings = {
  visitors: positiveNumber('LOAD_VISITORS', 200),
  watchers: positiveNumber('LOAD_WATCHERS', 1000),
  rampSeconds: positiveNumber('LOAD_RAMP_SECONDS', 5),
  statusPerSecond: positiveNumber('LOAD_STATUS_PER_SECOND', 20),
  timeoutMs: positiveNumber('LOAD_TIMEOUT_SECONDS', 600) * 1000,
};
const portBase = positiveNumber('LOAD_PORT_BASE', 4631);
const shapes = (process.env.LOAD_SHAPES ?? 'one,scaled').split(',');
const hasEngines = Boolean(process.env.DATABASE_URL && process.env.S3_ENDPOINT);

/** A PNG of noise of about 5 MB: it does not compress, so its size is its pixels'. */
async function fiveMegabyteImage(): Promise<Buffer> {
  const side = 1290;
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

const limits = {
  JOBS_PER_ADDRESS: '10000',
  JOBS_PER_CLIENT: '10000',
  JOB_QUEUE_LIMIT: '100000',
  CONNECTIONS_PER_ADDRESS: '0',
};

interface ShapeResult {
  name: string;
  figures: LoadFigures;
  webs: { pid: number; peakRss: number }[];
  warnings: number;
  lastWarnings: string[];
  load: { before: string; after: string };
  perJob: ReturnType<typeof perJob>;
  machine: ReturnType<typeof machinePerJob>;
}

async function measure(
  name: string,
  processes: LoadProcess[],
  image: Buffer,
): Promise<ShapeResult> {
  const webs = processes.filter((p) => p.role !== 'worker');
  const before = loadAverage();
  const readingsBefore = await readAll(processes);
  const pids = processes.map((p) => p.pid);
  const machineBefore = readMachine(pids);
  const tripsBefore = await readRoundTrips(processes);
  const figures = await runLoad(
    webs.map((web) => ({ baseUrl: web.baseUrl, client: typedClient(web.baseUrl) })),
    image,
    settings,
  );
  const machineAfter = readMachine(pids);
  const result: ShapeResult = {
    name,
    figures,
    webs: webs.map((web) => ({ pid: web.pid, peakRss: web.peakRss() })),
    warnings: processes.reduce((sum, p) => sum + p.warnings().count, 0),
    lastWarnings: processes.flatMap((p) => p.warnings().last).slice(-3),
    load: { before, after: loadAverage() },
    perJob: perJob(readingsBefore, await readAll(processes), figures.completed),
    machine: machinePerJob(machineBefore, machineAfter, figures.completed),
  };
  print(result);
  printRoundTripsUnderLoad(tripsBefore, await readRoundTrips(processes), figures.completed);
  return result;
}

async function oneProcess(image: Buffer): Promise<ShapeResult> {
  const all = await startLoadProcess(
    'all',
    { site: portBase, metrics: portBase + 1 },
    { ...limits, WORKERS: '2' },
  );
  try {
    return await measure('one process', [all], image);
  } finally {
    await all.stop();
  }
}

async function scaled(image: Buffer): Promise<ShapeResult> {
  const env = {
    ...limits,
    COOKIE_SECRET: 'load-bench-secret-of-at-least-32-characters',
    WORKERS: '1',
  };
  return withScaledShape(
    ['web', 'web', 'worker', 'worker'],
    portBase + 2,
    env,
    async (processes) => {
      const result = await measure('scaled', processes, image);
      if (process.env.LOAD_ROUND_TRIPS !== 'off') {
        const web = processes[0] as LoadProcess;
        await printRoundTripsOfOneJob(
          processes,
          { baseUrl: web.baseUrl, client: typedClient(web.baseUrl) },
          image,
        );
      }
      return result;
    },
  );
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function print(result: ShapeResult): void {
  const f = result.figures;
  console.log(`\n--- ${result.name} ---`);
  console.log(`load average before / after:          ${result.load.before} / ${result.load.after}`);
  console.log(
    `jobs completed, seconds, jobs/s:        ${f.completed} of ${settings.visitors}, ${f.seconds.toFixed(1)} s, ${f.jobsPerSecond.toFixed(2)} jobs/s`,
  );
  console.log(
    `job end to follower's event:           p50 ${ms(percentile(f.endToEvent, 50))}, p99 ${ms(percentile(f.endToEvent, 99))} (${f.endToEvent.length} followers; ${f.lateFollowers} joined after the end)`,
  );
  console.log(
    `GET /api/jobs/:id:                     p50 ${ms(percentile(f.statusMs, 50))}, p99 ${ms(percentile(f.statusMs, 99))} (${f.statusMs.length} requests)`,
  );
  console.log(`watchers open at once (peak):          ${f.peakWatchersOpen}`);
  console.log(`resumes retried after a 409 (as tus-js-client does): ${f.resumeConflicts}`);
  console.log(
    `resumes retried after EPIPE or a reset (as tus-js-client does): ${f.resumeNetworkRetries}`,
  );
  console.log(`resumed PATCHes answered short of the end, continued: ${f.resumeShortPatches}`);
  const cpu = result.perJob;
  console.log(
    `CPU per job:                           web side ${ms(cpu.webCpuMs)}, worker processes ${ms(cpu.workerCpuMs)} (not the job's own process); a job ran ${ms(cpu.jobRunMs)} on average`,
  );
  const machine = result.machine;
  console.log(
    `CPU per job, whole machine:            ${ms(machine.machineMs)}: job processes ${ms(machine.jobProcessesMs)}, PostgreSQL ${ms(machine.postgresMs)}, S3 ${ms(machine.s3Ms)} (the bench's own client is the rest with the above)`,
  );
  console.log(
    `peak memory per web process:           ${result.webs.map((w) => mb(w.peakRss)).join(', ')}`,
  );
  console.log(`errors:                                ${f.errors.length}`);
  for (const error of f.errors.slice(0, 8)) console.log(`  ${error}`);
  console.log(`server log lines at warn or above:     ${result.warnings}`);
  for (const line of result.lastWarnings) console.log(`  ${line}`);
}

const image = await fiveMegabyteImage();
console.log(
  `load: ${settings.visitors} visitors over ${settings.rampSeconds} s, a ${(image.length / 1e6).toFixed(1)} MB PNG each (convert-image to JPEG), ${settings.watchers} watchers, ${settings.statusPerSecond} status reads/s`,
);
const results: ShapeResult[] = [];
if (shapes.includes('one')) results.push(await oneProcess(image));
if (shapes.includes('scaled')) {
  if (hasEngines) results.push(await scaled(image));
  else
    console.log('\nscaled shape skipped: set DATABASE_URL and S3_* (see the comment at the top)');
}
const [one, many] = results;
if (one && many && one.name !== many.name) {
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  console.log('\n--- scaled / one process ---');
  console.log(
    `jobs/s x${ratio(many.figures.jobsPerSecond, one.figures.jobsPerSecond)}, end-to-event p50 x${ratio(percentile(many.figures.endToEvent, 50), percentile(one.figures.endToEvent, 50))}, p99 x${ratio(percentile(many.figures.endToEvent, 99), percentile(one.figures.endToEvent, 99))}, status p99 x${ratio(percentile(many.figures.statusMs, 99), percentile(one.figures.statusMs, 99))}`,
  );
}
const failed = results.some((r) => r.figures.errors.length > 0);
process.exit(failed ? 1 : 0);
