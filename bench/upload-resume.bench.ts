import { createHash, randomFillSync } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { createTestBucket, hasS3 } from '../tests/support/s3-bucket.ts';
import { createTestDatabase } from '../tests/support/scaled-shape.ts';
import { cutUpload, type CutUploadResult } from './cut-tus-client.ts';
import { MB, startBenchServer, type BenchServer } from './job-server.ts';
import { report } from './support.ts';

/**
 * A big upload through tus on a connection cut every 100 MB, against the same upload uncut: each
 * cut mid-PATCH, then HEAD and PATCH from the offset the server answers (as tus clients resume),
 * with the web process's peak memory (sampled every 20 ms). Then, with DATABASE_URL and S3_* set,
 * the scaled shape: two web processes on one bucket, each resume going to the OTHER process.
 * UPLOAD_MB (default 1024) and CUT_EVERY_MB (default 100) change the sizes; the file is made in
 * the temporary folder and deleted at the end. Every upload is read back and its SHA-256 checked.
 */
const sizeMb = Number(process.env.UPLOAD_MB ?? 1024);
const cutEveryMb = Number(process.env.CUT_EVERY_MB ?? 100);
const size = sizeMb * MB;
const jobType = 'compress-video';
const chunkBytes = 32 * MB;
const folder = await mkdtemp(join(tmpdir(), 'upload-resume-bench-'));

function load(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

function rssOf(pid: number): number {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(text)?.[1] ?? 0) * 1024;
}

/** Samples the resident memory of `pids` every 20 ms; `stop` gives each one's highest. */
function watchRss(pids: readonly number[]): { stop(): number[] } {
  const peaks = pids.map(rssOf);
  const sample = () =>
    pids.forEach((pid, index) => (peaks[index] = Math.max(peaks[index] ?? 0, rssOf(pid))));
  const timer = setInterval(sample, 20);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peaks;
    },
  };
}

async function makeFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  const out = createWriteStream(path);
  const piece = Buffer.allocUnsafe(16 * MB);
  for (let written = 0; written < size; written += piece.length) {
    const part = piece.subarray(0, Math.min(piece.length, size - written));
    randomFillSync(part);
    hash.update(part);
    if (!out.write(Buffer.from(part))) await once(out, 'drain');
  }
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  return hash.digest('hex');
}

async function sha256(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function describe(result: CutUploadResult): string {
  const lost = result.lostAtResume.map((bytes) => (bytes / MB).toFixed(1));
  return `${result.cuts} cuts, ${(result.sentBytes / MB).toFixed(0)} MB sent; MB not kept at each resume: ${lost.join(', ') || '-'}`;
}

/** Waits until the process answers /api/ready (its database and bucket reached). */
async function ready(server: BenchServer): Promise<BenchServer> {
  for (let tries = 0; ; tries++) {
    const answer = await fetch(`${server.baseUrl}/api/ready`).catch(() => undefined);
    if (answer?.status === 200) return server;
    if (tries > 300) throw new Error('the web process did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function deleteUpload(location: string): Promise<void> {
  await fetch(location, { method: 'DELETE', headers: { 'tus-resumable': '1.0.0' } });
}

const source = join(folder, 'big.bin');
try {
  const digest = await makeFile(source);
  const cutEvery = cutEveryMb * MB;
  console.log(`${sizeMb} MB upload, PATCHes of 32 MiB, connection cut every ${cutEveryMb} MB`);

  // ---- one process --------------------------------------------------------------------------
  const server = await startBenchServer({
    CURRENCY_RATES_URL: 'off',
    DATABASE_URL: '',
    STORAGE: '',
  });
  try {
    const idle = server.rss();
    console.log(`load average before: ${load()}`);
    const uncutWatch = watchRss([server.pid]);
    const uncut = await cutUpload(source, {
      baseUrls: [server.baseUrl],
      jobType,
      chunkBytes,
      cutEveryBytes: Number.POSITIVE_INFINITY,
    });
    const [uncutPeak = 0] = uncutWatch.stop();
    await deleteUpload(uncut.location);
    const cutWatch = watchRss([server.pid]);
    const cut = await cutUpload(source, {
      baseUrls: [server.baseUrl],
      jobType,
      chunkBytes,
      cutEveryBytes: cutEvery,
    });
    const [cutPeak = 0] = cutWatch.stop();
    console.log(`load average after: ${load()}`);
    const stored = await sha256(createReadStream(join(server.dataDir, 'uploads', cut.id)));
    if (stored !== digest) throw new Error('the resumed upload is not the file sent');
    await deleteUpload(cut.location);
    // Uncut once more after the cut one: the first upload of a run is not favoured or slowed.
    const again = await cutUpload(source, {
      baseUrls: [server.baseUrl],
      jobType,
      chunkBytes,
      cutEveryBytes: Number.POSITIVE_INFINITY,
    });
    await deleteUpload(again.location);
    const uncutSeconds = (uncut.seconds + again.seconds) / 2;
    report(
      `one process: ${sizeMb} MB uncut, before / after`,
      `${uncut.seconds.toFixed(1)} / ${again.seconds.toFixed(1)}`,
      's',
      `${(size / MB / uncutSeconds).toFixed(0)} MB/s`,
    );
    report(`one process: cut every ${cutEveryMb} MB`, cut.seconds, 's', describe(cut));
    report('one process: cut / uncut', cut.seconds / uncutSeconds, 'x', 'same bytes read back');
    report(
      'one process: web peak RSS, uncut / cut',
      `${(uncutPeak / MB).toFixed(0)} / ${(cutPeak / MB).toFixed(0)}`,
      'MB',
      `idle before: ${(idle / MB).toFixed(0)} MB`,
    );
  } finally {
    await server.stop();
  }

  // ---- scaled: two web processes, one bucket --------------------------------------------------
  if (!process.env.DATABASE_URL || !hasS3) {
    console.log('scaled shape skipped: set DATABASE_URL and S3_* to measure it');
  } else {
    const database = await createTestDatabase();
    const bucket = await createTestBucket('bench-resume');
    const env = {
      ...bucket.env,
      DATABASE_URL: database.url,
      COOKIE_SECRET: 'bench-resume-secret-of-at-least-32-chars',
      ROLE: 'web',
      CURRENCY_RATES_URL: 'off',
    };
    const webs = [
      await ready(await startBenchServer(env)),
      await ready(await startBenchServer(env)),
    ];
    try {
      const baseUrls = webs.map((web) => web.baseUrl);
      const pids = webs.map((web) => web.pid);
      const idle = pids.map(rssOf);
      console.log(`load average before: ${load()}`);
      const uncutWatch = watchRss(pids);
      const uncut = await cutUpload(source, {
        baseUrls,
        jobType,
        chunkBytes,
        cutEveryBytes: Number.POSITIVE_INFINITY,
      });
      const uncutPeaks = uncutWatch.stop();
      await deleteUpload(uncut.location);
      const cutWatch = watchRss(pids);
      const cut = await cutUpload(source, {
        baseUrls,
        jobType,
        chunkBytes,
        cutEveryBytes: cutEvery,
      });
      const cutPeaks = cutWatch.stop();
      console.log(`load average after: ${load()}`);
      const object = await bucket.client.send(
        new GetObjectCommand({ Bucket: bucket.name, Key: cut.id }),
      );
      if ((await sha256(object.Body as Readable)) !== digest) {
        throw new Error('the resumed upload in the bucket is not the file sent');
      }
      await deleteUpload(cut.location);
      const mb = (values: number[]) => values.map((value) => (value / MB).toFixed(0)).join(' + ');
      report(
        `scaled: ${sizeMb} MB uncut`,
        uncut.seconds,
        's',
        `${(size / MB / uncut.seconds).toFixed(0)} MB/s`,
      );
      report(`scaled: cut, each resume on the other web`, cut.seconds, 's', describe(cut));
      report('scaled: cut / uncut', cut.seconds / uncut.seconds, 'x', 'same bytes read back');
      report('scaled: web peak RSS, uncut', mb(uncutPeaks), 'MB', `idle before: ${mb(idle)} MB`);
      report('scaled: web peak RSS, cut', mb(cutPeaks), 'MB');
    } finally {
      await Promise.all(webs.map((web) => web.stop()));
      await bucket.destroy();
      await database.drop();
    }
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}
