import type { JobRunner, JobRunnerState } from '../../lib/jobs/job-runner.ts';
import { JobError } from './job-error.tsx';
import { JobProgress } from './job-progress.tsx';

/** Where the job stands while it runs (with Cancel), and why it failed when it did. */
export function JobStatus({ runner, state }: { runner: JobRunner; state: JobRunnerState }) {
  return (
    <>
      <JobProgress state={state} onCancel={() => void runner.cancel()} />
      <JobError state={state} />
    </>
  );
}
