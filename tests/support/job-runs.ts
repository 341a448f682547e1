import { expect } from 'vitest';
import type { JobUpdate, JobView } from '../../shared/jobs/view.ts';
import type { trpcClient } from './jobs.ts';
import {
  download,
  postJobForm,
  tusUpload,
  uploadMetadata,
  waitForJob,
  type FilePart,
} from './jobs.ts';

/** A job run to its end, with its final view and, when it completed, its result's bytes. */
export interface FinishedJob {
  id: string;
  view: JobView;
  bytes: Buffer;
  headers: Headers;
}

/** POST /api/jobs (multipart), expecting 202 with the job's addresses; waits for the end. */
export async function postAndWait(
  baseUrl: string,
  type: string,
  files: FilePart[],
  fields: Record<string, string> = {},
  timeoutMs = 120_000,
): Promise<FinishedJob> {
  const response = await postJobForm(baseUrl, type, files, fields);
  return followAccepted(baseUrl, response, timeoutMs);
}

/** POST /api/jobs with a JSON body (URL inputs), expecting 202; waits for the end. */
export async function postJsonAndWait(
  baseUrl: string,
  body: unknown,
  timeoutMs = 120_000,
): Promise<FinishedJob> {
  const response = await postJson(baseUrl, body);
  return followAccepted(baseUrl, response, timeoutMs);
}

export function postJson(baseUrl: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}/api/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function followAccepted(
  baseUrl: string,
  response: Response,
  timeoutMs: number,
): Promise<FinishedJob> {
  const body = (await response.json()) as { id: string; statusUrl: string; downloadUrl: string };
  expect(response.status, JSON.stringify(body)).toBe(202);
  expect(body.statusUrl).toBe(`/api/jobs/${body.id}`);
  expect(body.downloadUrl).toBe(`/api/download/${body.id}`);
  const view = await waitForJob(baseUrl, body.id, timeoutMs);
  if (view.status !== 'completed') {
    return { id: body.id, view, bytes: Buffer.alloc(0), headers: new Headers() };
  }
  const { response: file, bytes } = await download(baseUrl, body.id);
  expect(file.status).toBe(200);
  return { id: body.id, view, bytes, headers: file.headers };
}

/** Every update jobs.onUpdate streams (Server-Sent Events) for a job, until it ends. */
export async function followUpdates(
  trpc: ReturnType<typeof trpcClient>,
  id: string,
): Promise<JobUpdate[]> {
  const updates: JobUpdate[] = [];
  await new Promise<void>((resolve, reject) => {
    const subscription = trpc.jobs.onUpdate.subscribe(
      { id },
      {
        onData: ({ data }) => {
          updates.push(data);
          if (data.status === 'completed' || data.status === 'failed') {
            subscription.unsubscribe();
            resolve();
          }
        },
        onError: reject,
      },
    );
  });
  return updates;
}

/**
 * The typed path the web UI takes: each file through tus, then jobs.create, then jobs.onUpdate
 * over Server-Sent Events until the job ends; the download when it completed. Checks that the
 * progress it heard never went down.
 */
export async function runThroughTus(
  baseUrl: string,
  trpc: ReturnType<typeof trpcClient>,
  type: string,
  files: FilePart[],
  parameters: Record<string, unknown>,
): Promise<FinishedJob & { updates: JobUpdate[] }> {
  const uploads: string[] = [];
  for (const file of files) {
    uploads.push(
      await tusUpload(file.bytes, {
        endpoint: `${baseUrl}/api/uploads`,
        metadata: uploadMetadata(type, file.name, file.field, file.type),
      }),
    );
  }
  const created = await trpc.jobs.create.mutate({ type, uploads, parameters });
  const updates = await followUpdates(trpc, created.id);
  const progress = updates.map((u) => u.progress);
  expect(progress).toEqual([...progress].sort((a, b) => a - b));
  const view = await trpc.jobs.get.query({ id: created.id });
  if (view.status !== 'completed') {
    return { id: created.id, view, updates, bytes: Buffer.alloc(0), headers: new Headers() };
  }
  const { response, bytes } = await download(baseUrl, created.id);
  expect(response.status).toBe(200);
  return { id: created.id, view, updates, bytes, headers: response.headers };
}

/** Expects a job to have failed with this code and message, and its download to say so (409). */
export async function expectJobFailed(
  baseUrl: string,
  job: FinishedJob,
  code: string,
  message: string | RegExp,
) {
  expect(job.view.status, JSON.stringify(job.view)).toBe('failed');
  expect(job.view.error?.code).toBe(code);
  if (typeof message === 'string') expect(job.view.error?.message).toBe(message);
  else expect(job.view.error?.message).toMatch(message);
  const { response } = await download(baseUrl, job.id);
  expect(response.status).toBe(409);
}
