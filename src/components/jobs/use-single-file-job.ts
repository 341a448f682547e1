import { useState } from 'react';
import type { Category, Tool } from '../../../shared/catalogue/index.ts';
import type { JobRunner, JobRunnerState } from '../../lib/jobs/job-runner.ts';
import { useJobRunner } from '../../lib/jobs/use-job-runner.ts';
import type { JobType } from '../../../shared/jobs/job-types.ts';
import { useJobToasts, type JobToasts } from './use-job-toasts.ts';

/** One server job on one chosen file, as a screen holds it (see SingleFileJobFrame). */
export interface SingleFileJob<T extends JobType> {
  type: T;
  toolSlug: string;
  file: File | undefined;
  runner: JobRunner<T>;
  state: JobRunnerState;
  busy: boolean;
  /** Takes a new file: the run or result of the previous one goes. */
  choose: (file: File) => void;
  /** Applies a change of an option: a run or result made with the old options goes. */
  edit: (apply: () => void) => void;
}

/**
 * The chosen file, the job runner and the job's toasts of a single-file job screen. `storageKey`
 * (the tool's slug unless given) names the place whose job a reload finds again.
 */
export function useSingleFileJob<T extends JobType>(
  type: T,
  options: {
    tool: Tool;
    category: Category;
    toasts: JobToasts;
    storageKey?: string;
    abandonOnUnmount?: boolean;
  },
): SingleFileJob<T> {
  const { tool, category, toasts } = options;
  const [file, setFile] = useState<File>();
  const { runner, state } = useJobRunner(type, options.storageKey ?? tool.slug, {
    abandonOnUnmount: options.abandonOnUnmount ?? false,
  });
  useJobToasts(state, toasts, { tool, category, files: 1 });
  const edit = (apply: () => void) => {
    runner.reset();
    apply();
  };
  return {
    type,
    toolSlug: tool.slug,
    file,
    runner,
    state,
    busy: runner.busy,
    choose: (chosen) => edit(() => setFile(chosen)),
    edit,
  };
}
