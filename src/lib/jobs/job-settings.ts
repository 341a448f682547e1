import { api } from '../api.ts';

export type JobSettings = Awaited<ReturnType<typeof api.jobs.settings.query>>;

let settings: Promise<JobSettings> | undefined;

/** The server's job settings (upload chunk size, the types it runs), asked for once per page. */
export function jobSettings(): Promise<JobSettings> {
  settings ??= api.jobs.settings.query().catch((error: unknown) => {
    settings = undefined;
    throw error;
  });
  return settings;
}
