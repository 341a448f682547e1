import { downloadPath, jobIdPattern } from '../../../shared/jobs/view.ts';
import { api } from '../api.ts';
import { jobTexts } from './messages.ts';

/**
 * A previous job's result brought to the next tool ("Continue with…"): a real File (its bytes
 * fetched from the server, so previews and checks work as for a picked file) that the job runner
 * sends as `from: fromJob` instead of uploading it again.
 */
export class CarriedFile extends File {
  readonly fromJob: string;

  constructor(bytes: Blob, name: string, type: string, fromJob: string) {
    super([bytes], name, { type });
    this.fromJob = fromJob;
  }
}

export type CarriedResult =
  { status: 'ready'; file: CarriedFile } | { status: 'gone'; message: string };

const gone = (message: string): CarriedResult => ({ status: 'gone', message });

async function load(jobId: string): Promise<CarriedResult> {
  if (!jobIdPattern.test(jobId)) {
    return gone(jobTexts.errors.carriedNotFound);
  }
  try {
    const view = await api.jobs.get.query({ id: jobId });
    if (view.status !== 'completed' || !view.result) {
      return gone(
        view.status === 'completed'
          ? jobTexts.errors.carriedExpired
          : jobTexts.errors.carriedUnavailable,
      );
    }
    const response = await fetch(downloadPath(jobId));
    if (!response.ok) {
      return gone(
        response.status === 410 ? jobTexts.errors.carriedExpired : jobTexts.errors.carriedNotLoaded,
      );
    }
    const bytes = await response.blob();
    const { filename, contentType } = view.result;
    return { status: 'ready', file: new CarriedFile(bytes, filename, contentType, jobId) };
  } catch {
    return gone(jobTexts.errors.carriedNotFound);
  }
}

const loads = new Map<string, Promise<CarriedResult>>();
/** The history entry each result was taken on: a remount there does not take it again. */
const takenOn = new Map<string, string>();

function historyEntry(): string {
  const state = window.history.state as { __TSR_key?: string; key?: string } | null;
  return String(state?.__TSR_key ?? state?.key ?? window.location.href);
}

/** The `from` job id of the page's address, if any (none while the server renders a page). */
export function carriedJobId(
  search: string | undefined = globalThis.window?.location.search,
): string | undefined {
  return search === undefined ? undefined : (new URLSearchParams(search).get('from') ?? undefined);
}

/** The result of job `jobId`, loaded once however many pickers ask. */
export function loadCarried(jobId: string): Promise<CarriedResult> {
  let loading = loads.get(jobId);
  if (!loading) {
    loading = load(jobId);
    loads.set(jobId, loading);
  }
  return loading;
}

/** Whether the result was already taken on this page visit. */
export function carriedTaken(jobId: string): boolean {
  return takenOn.get(jobId) === historyEntry();
}

/**
 * Lets one picker take the carried result (or show that it is gone): the first whose input
 * accepts it. Another picker, or the same one mounted again on this page visit, does not; a new
 * visit (a new "Continue with" click) does.
 */
export function claimCarried(jobId: string): boolean {
  if (carriedTaken(jobId)) return false;
  takenOn.set(jobId, historyEntry());
  loads.delete(jobId);
  return true;
}
