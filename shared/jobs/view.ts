import type { JobType } from './job-types.ts';

/** The status values pages show (docs/product.md#job-statuses). */
export const jobStatuses = ['pending', 'processing', 'completed', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

export function isFinished(status: JobStatus): boolean {
  return status === 'completed' || status === 'failed';
}

export interface JobError {
  code: string;
  message: string;
}

export interface JobResultInfo {
  filename: string;
  size: number;
  contentType: string;
}

/** A job as `GET /api/jobs/{id}` and `jobs.get` show it (docs/product.md#job-view). */
export interface JobView {
  id: string;
  type: JobType;
  status: JobStatus;
  progress?: number;
  stage?: string;
  queuePosition?: number;
  etaSeconds?: number;
  error?: JobError;
  createdAt: string;
  finishedAt?: string;
  expiresAt: string;
  /** Present while the result can be downloaded. */
  result?: JobResultInfo;
}

/** What `jobs.onUpdate` streams. */
export interface JobUpdate {
  status: JobStatus;
  progress: number;
  stage?: string;
  queuePosition?: number;
  etaSeconds?: number;
  error?: JobError;
  result?: JobResultInfo;
}

/** The download address of a job's result. */
export function downloadPath(id: string): string {
  return `/api/download/${encodeURIComponent(id)}`;
}

/** Job ids: 128 random bits as base64url (22 characters). */
export const jobIdPattern = /^[A-Za-z0-9_-]{22}$/;
