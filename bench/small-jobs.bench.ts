import { photoLike } from './photo-like.ts';
import { download, postJobForm } from '../tests/support/jobs.ts';
import { perJob, readAll } from './load/cpu.ts';
import { machinePerJob, readMachine } from './load/machine-cpu.ts';
import { printRoundTripsUnderLoad, readRoundTrips } from './load/round-trips.ts';
import { loadAverage, startLoadProcess, type LoadProcess } from './load/processes.ts';
import { positiveNumber, withScaledShape } from './load/scaled-shape.ts';
import { percentile } from './load/run-load.ts';

/**
 * A small job in both shapes on this machine, the one the scaled shape's aims were first measured
 * with (README, "Sizing"): convert-image of an 800x600 PNG to WebP by the REST face (a multipart POST, status polls, the download), as an API client
 * does it. First one job at a time (SMALL_SEQUENTIAL, 40): the p50 and p90 of a job's whole time.
 * Then SMALL_JOBS (400) with SMALL_AT_ONCE (40) in flight: jobs per second. One process
 * (`ROLE=all`, SQLite, local files) against two web and one worker process on PostgreSQL and
 * S3 (DATABASE_URL and S3_*, as for the load bench), every process with its default WORKERS;
 * from the sources with production's flags. Ports: SMALL_PORT_BASE (4651) and the next seven.
 */
const sequential = positiveNumber('SMALL_SEQUENTIAL', 40);
const jobs = positiveNumber('SMALL_JOBS', 400);
const atOnce = positiveNumber('SMALL_AT_ONCE', 40);
/**
 * Status polls' intervals (the first poll goes as the POST is answered): short when one job runs
 * alone, so its time is the job's and not the poll's; in the burst a client's usual pace, so the
 * polls of 40 clients are not most of the work.
 */
const alonePollMs = positiveNumber('SMALL_POLL_MS', 10);
const burstPollMs = positiveNumber('SMALL_BURST_POLL_MS', 100);
const portBase = positiveNumber('SMALL_PORT_BASE', 4651);
const limits = {
  JOBS_PER_ADDRESS: '10000',
  JOBS_PER_CLIENT: '10000',
  JOB_QUEUE_LIMIT: '100000',
  CONNECTIONS_PER_ADDRESS: '0',
};

/** A photo-like 800x600 PNG: a gradient, shapes and a little noise. */
async function smallPng(): Promise<Buffer> {
  const [width, height] = [800, 600];
  const shapes = Array.from(
    { length: 24 },
    (_, i) =>
      `<circle cx="${(i * 173) % width}" cy="${(i * 97) % height}" r="${20 + (i % 5) * 18}" fill="hsl(${(i * 53) % 360},70%,50%)" opacity="0.7"/>`,
  ).join('');
  const picture = await photoLike({
    width,
    height,
    from: '#0f766e',
    to: '#fbbf24',
    shapes,
    seed: 99,
    amplitude: 4,
  });
  return picture.png().toBuffer();
}

/** One job, start to end: POST, polls until it ends, the download. Its time in ms. */
async function oneJob(
  baseUrl: string,
  png: Buffer,
  index: number,
  pollMs: number,
): Promise<number> {
  const began = performance.now();
  const posted = await postJobForm(
    baseUrl,
    'convert-image',
    [{ field: 'file', name: `p${index}.png`, type: 'image/png', bytes: png }],
    { parameters: JSON.stringify({ targetFormat: 'webp' }) },
    { accept: 'application/json' },
  );
  if (posted.status !== 202) throw new Error(`POST answered ${posted.status}`);
  const { id } = (await posted.json()) as { id: string };
  for (;;) {
    const view = (await (await fetch(`${baseUrl}/api/jobs/${id}`)).json()) as { status: string };
    if (view.status === 'completed') break;
    if (view.status === 'failed') throw new Error(`job ${id} failed`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  const { response, bytes } = await download(baseUrl, id);
  if (response.status !== 200 || bytes.length === 0) {
    throw new Error(`download answered ${response.status}`);
  }
  return performance.now() - began;
}

interface Figures {
  p50: number;
  p90: number;
  jobsPerSecond: number;
  cpuMsPerJob: number;
}

async function measure(name: string, processes: LoadProcess[], png: Buffer): Promise<Figures> {
  const webs = processes.filter((p) => p.role !== 'worker').map((p) => p.baseUrl);
  const at = (index: number) => webs[index % webs.length] as string;
  for (let i = 0; i < 5; i++) await oneJob(at(i), png, i, alonePollMs);
  const times: number[] = [];
  for (let i = 0; i < sequential; i++) times.push(await oneJob(at(i), png, i, alonePollMs));

  const before = loadAverage();
  const machineBefore = readMachine(processes.map((p) => p.pid));
  const processesBefore = await readAll(processes);
  const tripsBefore = await readRoundTrips(processes);
  const began = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      while (next < jobs) {
        const index = next++;
        await oneJob(at(index), png, index, burstPollMs);
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  const machine = machinePerJob(machineBefore, readMachine(processes.map((p) => p.pid)), jobs);
  const sides = perJob(processesBefore, await readAll(processes), jobs);
  const figures = {
    p50: percentile(times, 50),
    p90: percentile(times, 90),
    jobsPerSecond: jobs / seconds,
    cpuMsPerJob: machine.machineMs,
  };
  console.log(`\n--- ${name} ---`);
  console.log(`load average before / after the burst: ${before} / ${loadAverage()}`);
  console.log(
    `one job at a time (${sequential}):            p50 ${figures.p50.toFixed(0)} ms, p90 ${figures.p90.toFixed(0)} ms`,
  );
  console.log(
    `${jobs} jobs, ${atOnce} at once:             ${seconds.toFixed(1)} s, ${figures.jobsPerSecond.toFixed(2)} jobs/s`,
  );
  console.log(
    `CPU per job, whole machine:            ${machine.machineMs.toFixed(0)} ms (web side ${sides.webCpuMs.toFixed(0)}, worker processes ${sides.workerCpuMs.toFixed(0)}, the jobs' own processes ${machine.jobProcessesMs.toFixed(0)}, PostgreSQL ${machine.postgresMs.toFixed(0)}, S3 ${machine.s3Ms.toFixed(0)}; the bench's client is the rest)`,
  );
  printRoundTripsUnderLoad(tripsBefore, await readRoundTrips(processes), jobs);
  const warnings = processes.reduce((sum, p) => sum + p.warnings().count, 0);
  console.log(`server log lines at warn or above:     ${warnings}`);
  return figures;
}

async function oneProcess(png: Buffer): Promise<Figures> {
  const all = await startLoadProcess('all', { site: portBase, metrics: portBase + 1 }, limits);
  try {
    return await measure('one process', [all], png);
  } finally {
    await all.stop();
  }
}

async function scaled(png: Buffer): Promise<Figures> {
  const env = { ...limits, COOKIE_SECRET: 'small-jobs-bench-secret-of-at-least-32-chars' };
  return withScaledShape(['web', 'web', 'worker'], portBase + 2, env, (processes) =>
    measure('scaled (2 web, 1 worker)', processes, png),
  );
}

const png = await smallPng();
console.log(
  `small jobs: convert-image of an 800x600 PNG (${(png.length / 1024).toFixed(0)} KB) to WebP by POST, status polls (every ${alonePollMs} ms alone, ${burstPollMs} ms in the burst) and the download`,
);
const one = await oneProcess(png);
if (process.env.DATABASE_URL && process.env.S3_ENDPOINT) {
  const many = await scaled(png);
  console.log('\n--- scaled / one process (aims: p50 at most 2x, jobs/s at least 0.7x) ---');
  console.log(
    `p50 x${(many.p50 / one.p50).toFixed(2)}, p90 x${(many.p90 / one.p90).toFixed(2)}, jobs/s x${(many.jobsPerSecond / one.jobsPerSecond).toFixed(2)}, CPU per job x${(many.cpuMsPerJob / one.cpuMsPerJob).toFixed(2)}`,
  );
} else {
  console.log('\nscaled shape skipped: set DATABASE_URL and S3_* (see bench/load.bench.ts)');
}
