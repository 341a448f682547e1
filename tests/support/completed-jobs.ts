import { expect } from 'vitest';
import { runThroughTus } from './job-runs.ts';
import { download, postJobForm, waitForJob, type FilePart, type trpcClient } from './jobs.ts';

/**
 * Runs of jobs expected to complete on one test server, by each path a client takes: the REST
 * answer that is the result's bytes, the REST 202 followed by the download, and the typed path
 * of the web UI.
 */
export function completedJobs(baseUrl: string, trpc: ReturnType<typeof trpcClient>) {
  return {
    /** Posts a job whose REST answer is the result's bytes; checks the answer's headers. */
    async postForBytes(
      type: string,
      files: FilePart[],
      fields: Record<string, string>,
      filename: string,
      contentType: string,
    ) {
      const response = await postJobForm(baseUrl, type, files, fields);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.status, bytes.toString().slice(0, 300)).toBe(200);
      expect(response.headers.get('content-type')).toBe(contentType);
      expect(response.headers.get('content-disposition')).toContain(`filename="${filename}"`);
      expect(response.headers.get('x-job-id')).toMatch(/^[A-Za-z0-9_-]{22}$/);
      return bytes;
    },

    /** Posts a job answered with 202 and an id, waits for it, downloads the result. */
    async postAndDownload(type: string, files: FilePart[], fields: Record<string, string>) {
      const response = await postJobForm(baseUrl, type, files, fields);
      const body = (await response.json()) as {
        id: string;
        statusUrl: string;
        downloadUrl: string;
      };
      expect(response.status, JSON.stringify(body)).toBe(202);
      expect(body.statusUrl).toBe(`/api/jobs/${body.id}`);
      expect(body.downloadUrl).toBe(`/api/download/${body.id}`);
      const view = await waitForJob(baseUrl, body.id, 120_000);
      expect(view.status, JSON.stringify(view.error)).toBe('completed');
      const { response: file, bytes } = await download(baseUrl, body.id);
      expect(file.status).toBe(200);
      return { view, bytes, headers: file.headers };
    },

    /**
     * The typed path the web UI takes (tus, jobs.create, jobs.onUpdate over SSE, the download),
     * expecting the job to complete with its progress reaching 100.
     */
    async runThroughTus(type: string, files: FilePart[], parameters: Record<string, unknown>) {
      const run = await runThroughTus(baseUrl, trpc, type, files, parameters);
      const last = run.updates.at(-1);
      expect(last?.status, JSON.stringify(last?.error)).toBe('completed');
      expect(last?.progress).toBe(100);
      return { ...run, result: last?.result };
    },
  };
}

export type CompletedJobs = ReturnType<typeof completedJobs>;
