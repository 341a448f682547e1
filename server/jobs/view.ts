import type { JobRow } from '../../db/schema.ts';
import type { JobType } from '../../shared/jobs/job-types.ts';
import type { JobUpdate, JobView } from '../../shared/jobs/view.ts';

/** The live part of a job the database does not hold at every moment. */
export interface LiveState {
  progress: number;
  stage: string | undefined;
  queuePosition: number | undefined;
  etaSeconds: number | undefined;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The stage a waiting job shows. */
export const WAITING_STAGE = 'Waiting in the queue';

/** A job as the API shows it; `live` overlays what the running job reported since the last write. */
export function jobView(row: JobRow, live?: LiveState): JobView {
  const view: JobView = {
    id: row.id,
    type: row.type as JobType,
    status: row.status,
    createdAt: iso(row.createdAt),
    expiresAt: iso(row.expiresAt),
  };
  if (row.status === 'processing') {
    view.progress = live?.progress ?? row.progress;
    const stage = live?.stage ?? row.stage;
    if (stage) view.stage = stage;
    if (live?.etaSeconds !== undefined) view.etaSeconds = live.etaSeconds;
  }
  if (row.status === 'pending') {
    if (live?.queuePosition !== undefined) view.queuePosition = live.queuePosition;
    view.stage = WAITING_STAGE;
  }
  if (row.status === 'completed') view.progress = 100;
  if (row.status === 'failed' && row.errorCode) {
    view.error = { code: row.errorCode, message: row.errorMessage ?? 'The job failed.' };
  }
  if (row.finishedAt) view.finishedAt = iso(row.finishedAt);
  if (row.status === 'completed' && row.resultKey && row.resultName && !row.filesDeletedAt) {
    view.result = {
      filename: row.resultName,
      size: row.resultSize ?? 0,
      contentType: row.resultType ?? 'application/octet-stream',
    };
  }
  return view;
}

/** The streamed form of a view (jobs.onUpdate). */
export function jobUpdate(view: JobView): JobUpdate {
  return {
    status: view.status,
    progress: view.progress ?? 0,
    ...(view.stage !== undefined ? { stage: view.stage } : {}),
    ...(view.queuePosition !== undefined ? { queuePosition: view.queuePosition } : {}),
    ...(view.etaSeconds !== undefined ? { etaSeconds: view.etaSeconds } : {}),
    ...(view.error ? { error: view.error } : {}),
    ...(view.result ? { result: view.result } : {}),
  };
}

/**
 * An estimate made `sinceMs` ago, counted down; undefined once its time has passed while the job
 * still runs, so a wrong estimate is dropped rather than held at a last second.
 */
export function countDown(seconds: number, sinceMs: number): number | undefined {
  const left = Math.round(seconds - sinceMs / 1000);
  return left >= 1 ? left : undefined;
}

/** Seconds left from the pace so far, once there is a pace to go by. */
export function estimateSecondsLeft(progress: number, elapsedMs: number): number | undefined {
  if (progress < 1 || progress >= 100 || elapsedMs < 300) return undefined;
  return Math.max(0, Math.round(((elapsedMs / progress) * (100 - progress)) / 1000));
}
