import { parsePrometheusText } from '../../tests/support/prometheus-text.ts';
import { createTusUpload, tusPatch } from '../../tests/support/tus-raw.ts';
import { followJob, timedStatus } from './client.ts';
import type { LoadProcess } from './processes.ts';
import type { Web } from './run-load.ts';

/** Round trips counted so far, by `pg <statement>` and `s3 <operation>`. */
type Counts = Map<string, number>;

async function countsOf(process: LoadProcess): Promise<Counts> {
  const text = await (await fetch(process.metricsUrl)).text();
  const counts: Counts = new Map();
  for (const family of parsePrometheusText(text).values()) {
    const prefix =
      family.name === 'toolbox_postgres_queries_total'
        ? 'pg'
        : family.name === 'toolbox_s3_requests_total'
          ? 's3'
          : undefined;
    if (!prefix) continue;
    for (const sample of family.samples) {
      const what = sample.labels.statement ?? sample.labels.operation ?? '?';
      counts.set(`${prefix} ${what}`, sample.value);
    }
  }
  return counts;
}

/** What each role did between two readings, summed over its processes. */
export async function readRoundTrips(processes: readonly LoadProcess[]) {
  return Promise.all(processes.map(async (p) => ({ role: p.role, counts: await countsOf(p) })));
}

export type Reading = Awaited<ReturnType<typeof readRoundTrips>>;

/** The job counts read by a scrape itself (the waiting and running gauges). */
const SCRAPE_OWN = 'pg select jobs';

function difference(before: Reading, after: Reading, role: string): Counts {
  const result: Counts = new Map();
  after.forEach((entry, index) => {
    if (entry.role !== role) return;
    const earlier = before[index]?.counts ?? new Map<string, number>();
    for (const [key, value] of entry.counts) {
      // The later scrape's own read is not the job's.
      const own = key === SCRAPE_OWN ? 1 : 0;
      const delta = value - (earlier.get(key) ?? 0) - own;
      if (delta > 0) result.set(key, (result.get(key) ?? 0) + delta);
    }
  });
  return result;
}

function total(counts: Counts, prefix: string): number {
  let sum = 0;
  for (const [key, value] of counts) if (key.startsWith(prefix)) sum += value;
  return sum;
}

function detail(counts: Counts): string {
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([key, value]) => `${key.slice(3)} ${value}`)
    .join(', ');
}

/**
 * One job through the typed path on the idle scaled shape, the round trips to PostgreSQL and S3
 * each step made in every process, by role: the upload (tus POST and PATCH), the job's creation
 * (admission and queue), its run (pick-up, input read, result write, status writes and the
 * watcher's reads), one status read and the download. Then the idle background over 5 s, which
 * the run's figures include for its duration.
 */
export async function printRoundTripsOfOneJob(
  processes: readonly LoadProcess[],
  web: Web,
  image: Buffer,
): Promise<void> {
  const idleBefore = await readRoundTrips(processes);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const idleAfter = await readRoundTrips(processes);

  const steps: { name: string; before: Reading; after: Reading; ms: number }[] = [];
  const step = async (name: string, work: () => Promise<void>) => {
    const before = await readRoundTrips(processes);
    const began = performance.now();
    await work();
    const ms = performance.now() - began;
    steps.push({ name, before, after: await readRoundTrips(processes), ms });
  };
  let location = '';
  let id = '';
  await step('upload', async () => {
    location = await createTusUpload(web.baseUrl, image.length, {
      jobType: 'convert-image',
      field: 'file',
      filename: 'photo.png',
      filetype: 'image/png',
    });
    await tusPatch(location, image, 0);
  });
  await step('create (admission, queue)', async () => {
    const upload = new URL(location).pathname.split('/').pop() ?? '';
    const job = await web.client.jobs.create.mutate({
      type: 'convert-image',
      uploads: [upload],
      parameters: { targetFormat: 'jpg' },
    });
    id = job.id;
  });
  await step('run (pick-up, input, result, SSE)', async () => {
    await followJob(web.client, id, 120_000);
  });
  await step('status (GET /api/jobs/:id)', async () => {
    await timedStatus(web.baseUrl, id);
  });
  await step('download', async () => {
    const response = await fetch(`${web.baseUrl}/api/download/${id}`);
    await response.arrayBuffer();
  });

  console.log(
    "\nround trips of one job, idle scaled shape (both web and both worker processes; the metrics scrapes' own reads left out):",
  );
  console.log(
    `${'step'.padEnd(36)} ${'ms'.padStart(6)} ${'web pg'.padStart(7)} ${'web s3'.padStart(7)} ${'wkr pg'.padStart(7)} ${'wkr s3'.padStart(7)}`,
  );
  let sums = [0, 0, 0, 0];
  for (const { name, before, after, ms } of steps) {
    const webCounts = difference(before, after, 'web');
    const workerCounts = difference(before, after, 'worker');
    const row = [
      total(webCounts, 'pg'),
      total(webCounts, 's3'),
      total(workerCounts, 'pg'),
      total(workerCounts, 's3'),
    ];
    sums = sums.map((sum, index) => sum + (row[index] ?? 0));
    console.log(
      `${name.padEnd(36)} ${ms.toFixed(0).padStart(6)} ${row.map((n) => String(n).padStart(7)).join(' ')}`,
    );
    if (webCounts.size > 0) console.log(`    web:    ${detail(webCounts)}`);
    if (workerCounts.size > 0) console.log(`    worker: ${detail(workerCounts)}`);
  }
  console.log(
    `${'one job in all'.padEnd(36)} ${''.padStart(6)} ${sums.map((n) => String(n).padStart(7)).join(' ')}`,
  );
  const idleWeb = difference(idleBefore, idleAfter, 'web');
  const idleWorker = difference(idleBefore, idleAfter, 'worker');
  console.log(
    `idle background over 5 s: web ${detail(idleWeb) || 'none'}; worker ${detail(idleWorker) || 'none'}`,
  );
}

/** The round trips per completed job under the load, by role, with the most frequent first. */
export function printRoundTripsUnderLoad(before: Reading, after: Reading, completed: number): void {
  for (const role of ['web', 'worker']) {
    const counts = difference(before, after, role);
    if (counts.size === 0) continue;
    const perJob = (n: number) => (n / completed).toFixed(1);
    const top = [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([key, value]) => `${key} ${perJob(value)}`)
      .join(', ');
    console.log(
      `round trips per job under load, ${role}: pg ${perJob(total(counts, 'pg'))}, s3 ${perJob(total(counts, 's3'))} (${top})`,
    );
  }
}
