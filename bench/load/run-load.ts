import { createTusUpload, tusOffset, tusPatch, tusPatchCut } from '../../tests/support/tus-raw.ts';
import { followJob, timedStatus, type Followed, type TypedClient } from './client.ts';

export interface LoadSettings {
  visitors: number;
  watchers: number;
  /** Visitors arrive evenly spread over this many seconds. */
  rampSeconds: number;
  /** GET /api/jobs/:id requests a second from status pollers, on top of the visitors'. */
  statusPerSecond: number;
  /** The longest a visitor waits for its job's end before it counts as an error. */
  timeoutMs: number;
}

export interface Web {
  baseUrl: string;
  client: TypedClient;
}

export interface LoadFigures {
  seconds: number;
  completed: number;
  jobsPerSecond: number;
  /** From the job's end (its finishedAt) to a follower hearing it, ms, for followers who heard it as news. */
  endToEvent: number[];
  /** Followers whose first read already showed the end (they are left out of endToEvent). */
  lateFollowers: number;
  statusMs: number[];
  errors: string[];
  peakWatchersOpen: number;
  /** Resumed uploads whose PATCH got a 409 (the offset moved after the HEAD) and were retried. */
  resumeConflicts: number;
  /**
   * Resumed uploads whose PATCH met a closed connection (EPIPE or a reset while sending its body)
   * and were retried. Counted apart from the errors, as tus-js-client retries them too.
   */
  resumeNetworkRetries: number;
  /** Resumed PATCHes answered 204 short of the end, followed by another from there. */
  resumeShortPatches: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** An error's message, with its cause's code or message (fetch says only "fetch failed"). */
const message = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const why = cause ? String(cause.code ?? cause.message ?? '') : '';
  return why ? `${error.message} (${why})` : error.message;
};

/**
 * The load: `visitors` visitors arrive over the ramp, each uploads the image through tus to
 * one web process (every fifth has its PATCH cut half-way and resumes on the other web process),
 * creates a convert-image job, follows it over SSE, reads its status and downloads the result.
 * Each job also gets its share of `watchers` progress watchers, spread over the web processes,
 * and status pollers read random jobs' status meanwhile.
 */
export async function runLoad(
  webs: readonly Web[],
  image: Buffer,
  settings: LoadSettings,
): Promise<LoadFigures> {
  const errors: string[] = [];
  const statusMs: number[] = [];
  const finishedAt = new Map<string, number>();
  const followers: (Followed & { id: string })[] = [];
  const created: string[] = [];
  const watching: Promise<void>[] = [];
  let watcherCount = 0;
  let open = 0;
  let peakOpen = 0;
  let completed = 0;
  let lastEnd = 0;
  let conflicts = 0;
  let networkRetries = 0;
  let shortPatches = 0;
  const webAt = (n: number) => webs[n % webs.length] as Web;

  const watch = (index: number, id: string) => {
    const share =
      Math.floor(((index + 1) * settings.watchers) / settings.visitors) -
      Math.floor((index * settings.watchers) / settings.visitors);
    for (let n = 0; n < share; n++) {
      const web = webAt(watcherCount++);
      let opened = false;
      watching.push(
        followJob(web.client, id, settings.timeoutMs, () => {
          opened = true;
          peakOpen = Math.max(peakOpen, ++open);
        })
          .then((followed) => void followers.push({ id, ...followed }))
          .catch((error: unknown) => void errors.push(`watcher of ${id}: ${message(error)}`))
          .finally(() => {
            if (opened) open--;
          }),
      );
    }
  };

  /** Runs one step of a visit, naming it in the error if it fails. */
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw new Error(`${name}: ${message(error)}`);
    }
  };

  const visit = async (index: number) => {
    const home = webAt(index);
    const other = webAt(index + 1);
    const location = await step('tus POST', () =>
      createTusUpload(home.baseUrl, image.length, {
        jobType: 'convert-image',
        field: 'file',
        filename: `photo-${index}.png`,
        filetype: 'image/png',
      }),
    );
    if (index % 5 === 0) {
      await step('cut PATCH', () => tusPatchCut(location, image, 0, Math.floor(image.length / 2)));
      const resumed = new URL(new URL(location).pathname, other.baseUrl).toString();
      const end = await step('resume', () => resume(resumed, image));
      if (end !== image.length) throw new Error(`the resumed upload ended at ${end}`);
    } else {
      const end = await step('PATCH', () => tusPatch(location, image, 0));
      if (end !== image.length) throw new Error(`the upload ended at ${end}`);
    }
    const upload = new URL(location).pathname.split('/').pop() ?? '';
    const job = await step('create', () =>
      home.client.jobs.create.mutate({
        type: 'convert-image',
        uploads: [upload],
        parameters: { targetFormat: 'jpg' },
      }),
    );
    created.push(job.id);
    watch(index, job.id);
    const followed = await step('follow', () => followJob(home.client, job.id, settings.timeoutMs));
    followers.push({ id: job.id, ...followed });
    const { ms, view } = await step('status', () => timedStatus(home.baseUrl, job.id));
    statusMs.push(ms);
    if (view.status !== 'completed') {
      throw new Error(`job ${job.id} ended ${view.status}: ${JSON.stringify(view.error)}`);
    }
    const end = Date.parse(view.finishedAt ?? '');
    finishedAt.set(job.id, end);
    lastEnd = Math.max(lastEnd, end);
    const { status, bytes } = await step('download', async () => {
      const download = await fetch(`${home.baseUrl}/api/download/${job.id}`);
      return { status: download.status, bytes: Buffer.from(await download.arrayBuffer()) };
    });
    if (status !== 200 || bytes.length !== view.result?.size || bytes[0] !== 0xff) {
      throw new Error(`download of ${job.id}: ${status}, ${bytes.length} bytes`);
    }
    completed++;
  };

  /**
   * As tus-js-client resumes: HEAD for the offset, PATCH the rest; on a 409 or a network error
   * (it retries both), HEAD again. A PATCH answered 204 at an offset short of the end (the server
   * took fewer bytes: its lock was asked for meanwhile) is followed by the next from there, as the
   * tus protocol has a client do.
   */
  const resume = async (location: string, bytes: Buffer): Promise<number> => {
    let offset = await tusOffset(location);
    for (let attempt = 1; offset < bytes.length;) {
      try {
        const end = await tusPatch(location, bytes.subarray(offset), offset);
        if (end < bytes.length) shortPatches++;
        if (end <= offset && ++attempt > 3) throw new Error(`the upload stays at ${end}`);
        offset = end;
      } catch (error) {
        const text = message(error);
        const network = /fetch failed \((EPIPE|ECONNRESET)\)/.test(text);
        if (++attempt > 3 || !(network || text.includes('answered 409'))) throw error;
        if (network) networkRetries++;
        else conflicts++;
        offset = await tusOffset(location);
      }
    }
    return offset;
  };

  let probing = true;
  const probes: Promise<void>[] = [];
  let probeCount = 0;
  const prober = (async () => {
    const gap = 1000 / Math.max(0.1, settings.statusPerSecond);
    while (probing) {
      await sleep(gap);
      const id = created[Math.floor(Math.random() * created.length)];
      if (!id) continue;
      const web = webAt(probeCount++);
      probes.push(
        timedStatus(web.baseUrl, id).then(
          ({ ms }) => void statusMs.push(ms),
          (error: unknown) => void errors.push(`status probe: ${message(error)}`),
        ),
      );
    }
  })();

  const began = Date.now();
  const gap = (settings.rampSeconds * 1000) / settings.visitors;
  await Promise.all(
    Array.from({ length: settings.visitors }, async (_, index) => {
      await sleep(index * gap);
      await visit(index).catch((error: unknown) => {
        errors.push(`visitor ${index}: ${message(error)}`);
      });
    }),
  );
  await Promise.all(watching);
  probing = false;
  await prober;
  await Promise.all(probes);

  const endToEvent: number[] = [];
  let lateFollowers = 0;
  for (const follower of followers) {
    const end = finishedAt.get(follower.id);
    if (end === undefined) continue;
    if (follower.heardBefore) endToEvent.push(follower.endHeardAt - end);
    else lateFollowers++;
  }
  const seconds = ((lastEnd || Date.now()) - began) / 1000;
  return {
    seconds,
    completed,
    jobsPerSecond: completed / seconds,
    endToEvent,
    lateFollowers,
    statusMs,
    errors,
    peakWatchersOpen: peakOpen,
    resumeConflicts: conflicts,
    resumeNetworkRetries: networkRetries,
    resumeShortPatches: shortPatches,
  };
}

/** The value at the given percentile (0 to 100) of the numbers, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] as number;
}
