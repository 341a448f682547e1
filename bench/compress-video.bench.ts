import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { locateFfmpeg } from '../server/processing/media/locate.ts';
import { startBenchServer, type BenchServer } from './job-server.ts';
import { followJob, typedClient } from './load/client.ts';
import { watchForProcess, type SeenProcess } from './process-watch.ts';
import { report } from './support.ts';
import { downloadToFile, postFileForm } from './stream-form.ts';
import { uploadByTus } from './tus-file-upload.ts';

/**
 * compress-video of a 60 s 1080p clip (quality medium, height kept) through the job API (upload,
 * queue, worker, download) against the same ffmpeg command by hand: the very arguments the job's
 * ffmpeg ran with (read from /proc while it ran), only the input and output paths changed. The
 * API is run twice a round: the clip posted as one multipart form, and the clip uploaded through
 * tus in the site's 32 MiB PATCHes then named in `jobs.create`, as the site's pages do. The
 * server is warm (tools detected, one small job done) as a running site is. BENCH_ROUNDS rounds
 * (default 3), the order reversed each round; the machine's load is printed around each run.
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const folder = mkdtempSync(join(tmpdir(), 'compress-video-bench-'));
let server: BenchServer | undefined;

const seconds = (ms: number) => Math.round(ms / 100) / 10;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function makeClip(ffmpegPath: string, path: string, duration: number): void {
  const made = spawnSync(ffmpegPath, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${duration}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${duration}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-shortest', path],
  ]);
  if (made.status !== 0) throw new Error(`could not make the clip: ${made.stderr}`);
}

interface ApiRun {
  totalMs: number;
  uploadMs: number;
  /** From the POST's answer to ffmpeg's start: the queue, the worker's ffprobe. */
  beforeFfmpegMs: number;
  ffmpegMs: number;
  /** From ffmpeg's end to the job's end heard by its follower: storing the result, the event. */
  afterFfmpegMs: number;
  downloadMs: number;
  bytes: number;
  ffmpeg: SeenProcess;
}

type Upload = 'form' | 'tus';
const parameters = { quality: 'medium', maxHeight: 'original' } as const;

/** Sends the clip and makes the job; resolves the job's id. */
async function createJob(base: BenchServer, clipPath: string, upload: Upload): Promise<string> {
  if (upload === 'tus') {
    const id = await uploadByTus(base.baseUrl, clipPath, {
      jobType: 'compress-video',
      field: 'file',
      filetype: 'video/mp4',
    });
    const job = await typedClient(base.baseUrl).jobs.create.mutate({
      type: 'compress-video',
      uploads: [id],
      parameters,
    });
    return job.id;
  }
  const response = await postFileForm(
    base.baseUrl,
    'compress-video',
    { field: 'file', path: clipPath, contentType: 'video/mp4' },
    parameters,
  );
  if (response.status !== 202)
    throw new Error(`POST answered ${response.status}: ${response.body}`);
  return (JSON.parse(response.body) as { id: string }).id;
}

async function throughApi(
  base: BenchServer,
  clipPath: string,
  ffmpegPath: string,
  upload: Upload,
): Promise<ApiRun> {
  const watch = watchForProcess((argv) => argv[0] === ffmpegPath && argv.includes('libx264'));
  const started = performance.now();
  const id = await createJob(base, clipPath, upload);
  const posted = performance.now();
  // Followed as the site follows a job: its end pushed over Server-Sent Events, not polled.
  const end = await followJob(typedClient(base.baseUrl), id, 15 * 60_000);
  const finished = performance.now();
  if (end.status !== 'completed') throw new Error(`the job ended ${end.status}`);
  const downloadStarted = performance.now();
  const bytes = await downloadToFile(base.baseUrl, id, join(folder, 'through-api.mp4'));
  const ended = performance.now();
  const ffmpeg = watch.stop();
  if (!ffmpeg) throw new Error("the job's ffmpeg was not seen");
  return {
    totalMs: ended - started,
    uploadMs: posted - started,
    beforeFfmpegMs: ffmpeg.firstSeen - posted,
    ffmpegMs: ffmpeg.lastSeen - ffmpeg.firstSeen,
    afterFfmpegMs: finished - ffmpeg.lastSeen,
    downloadMs: ended - downloadStarted,
    bytes,
    ffmpeg,
  };
}

/** The job's ffmpeg arguments with its input and output swapped for the bench's files. */
function byHandArguments(jobArgv: readonly string[], input: string, output: string): string[] {
  const args = jobArgv.slice(1);
  const inputAt = args.indexOf('-i') + 1;
  if (inputAt === 0) throw new Error("the job's ffmpeg had no input");
  args[inputAt] = `file:${input}`;
  args[args.length - 1] = `file:${output}`;
  return args;
}

/**
 * Runs ffmpeg by hand, not blocking this process: a blocked event loop would miss the server
 * closing an idle keep-alive connection, and the next POST would be written into the closed one.
 */
async function byHand(ffmpegPath: string, args: readonly string[]): Promise<number> {
  const started = performance.now();
  const [code] = (await once(spawn(ffmpegPath, args, { stdio: 'ignore' }), 'exit')) as [number];
  if (code !== 0) throw new Error('the ffmpeg command by hand failed');
  return performance.now() - started;
}

try {
  const ffmpeg = await locateFfmpeg();
  const clipPath = join(folder, 'clip-1080p.mp4');
  const warmPath = join(folder, 'warm-up.mp4');
  makeClip(ffmpeg.ffmpegPath, clipPath, 60);
  makeClip(ffmpeg.ffmpegPath, warmPath, 2);
  const clipMB = Math.round(statSync(clipPath).size / 1024 / 1024);
  console.log(`ffmpeg ${ffmpeg.version}; clip ${clipMB} MB`);

  server = await startBenchServer({
    WORKERS: '1',
    CURRENCY_RATES_URL: 'off',
    DATABASE_URL: '',
    STORAGE: '',
  });
  // A running site has found its tools and run jobs before: the first job would wait for both.
  for (;;) {
    const health = (await (await fetch(`${server.baseUrl}/api/health`)).json()) as {
      capabilities?: Record<string, unknown>;
    };
    if (health.capabilities && 'ffmpeg' in health.capabilities) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await throughApi(server, warmPath, ffmpeg.ffmpegPath, 'form');
  await throughApi(server, warmPath, ffmpeg.ffmpegPath, 'tus');

  const handOutput = join(folder, 'by-hand.mp4');
  const api: Record<Upload, ApiRun[]> = { form: [], tus: [] };
  const hand: number[] = [];
  let handArgs: string[] = [];
  const runApi = async (upload: Upload) => {
    console.log(`load average before the API run (${upload}): ${load()}`);
    const run = await throughApi(server as BenchServer, clipPath, ffmpeg.ffmpegPath, upload);
    api[upload].push(run);
    handArgs = byHandArguments(run.ffmpeg.argv, clipPath, handOutput);
  };
  const runHand = async () => {
    console.log(`load average before the run by hand: ${load()}`);
    hand.push(await byHand(ffmpeg.ffmpegPath, handArgs));
  };
  const label = { form: 'one multipart POST', tus: 'tus, as the site' } as const;
  const printRound = (round: number) => {
    const handMs = hand[round] as number;
    for (const upload of ['form', 'tus'] as const) {
      const run = api[upload][round] as ApiRun;
      report(
        `round ${round + 1}: API (${label[upload]}) / by hand`,
        `${seconds(run.totalMs)} / ${seconds(handMs)}`,
        's',
        `${(run.totalMs / handMs).toFixed(3)}x`,
      );
      report(
        `round ${round + 1}: the job's parts (${upload})`,
        [run.uploadMs, run.beforeFfmpegMs, run.ffmpegMs, run.afterFfmpegMs, run.downloadMs]
          .map((ms) => seconds(ms).toFixed(1))
          .join(' + '),
        's',
        'upload, to ffmpeg, ffmpeg, to the end, download',
      );
    }
  };
  for (let round = 0; round < rounds; round++) {
    if (round % 2 === 0) {
      await runApi('form');
      await runApi('tus');
      await runHand();
    } else {
      await runHand();
      await runApi('tus');
      await runApi('form');
    }
    printRound(round);
    if (round === 0) {
      console.log(`the job's ffmpeg: ${(api.form[0] as ApiRun).ffmpeg.argv.join(' ')}`);
      console.log(`by hand:          ${ffmpeg.ffmpegPath} ${handArgs.join(' ')}`);
    }
  }
  console.log(`load average after: ${load()}`);
  const last = api.tus[api.tus.length - 1] as ApiRun;

  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const handMs = sum(hand);
  const ratio = (ms: number) => Math.round((ms / handMs) * 1000) / 1000;
  for (const upload of ['form', 'tus'] as const) {
    report(
      `API (${label[upload]}) / by hand, all rounds`,
      ratio(sum(api[upload].map((run) => run.totalMs))),
      'x',
      'target: at most 1.05',
    );
  }
  report(
    "the job's ffmpeg / by hand",
    ratio(sum([...api.form, ...api.tus].map((run) => run.ffmpegMs)) / 2),
    'x',
    'the encoder alone',
  );
  report('result sizes, API / by hand', `${last.bytes} / ${statSync(handOutput).size}`, 'bytes');
} finally {
  await server?.stop();
  rmSync(folder, { recursive: true, force: true });
}
