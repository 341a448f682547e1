import { useState } from 'react';
import type { Category, Tool } from '../../../shared/catalogue/index.ts';
import type { JobParametersInput, JobType } from '../../../shared/jobs/job-types.ts';
import type { JobRunner, JobRunnerState } from '../../lib/jobs/job-runner.ts';
import { useJobRunner } from '../../lib/jobs/use-job-runner.ts';
import { useJobToasts } from './use-job-toasts.ts';
import { useResultUrl } from './use-object-url.ts';

/** The words of an image batch's toasts, in the shown language. */
export interface ImageBatchToasts {
  doneOne: string;
  doneMany: string;
  failed: string;
  tryAgain: string;
}

/** One server job on 1 to 50 chosen images, as an image tool's screen holds it. */
export interface ImageBatch<T extends JobType> {
  images: File[];
  runner: JobRunner<T>;
  state: JobRunnerState;
  /** The one image's result as an object URL to preview (none for a ZIP of several). */
  resultUrl: string | undefined;
  /** Takes a new list of images: the run or result of the previous list goes. */
  change: (images: File[]) => void;
  /** Wraps an option's setter: a run or result made with the old options goes. */
  changed: <V>(set: (value: V) => void) => (value: V) => void;
  /** Starts the job on the images (multipart field `images`) with these parameters. */
  start: (parameters: JobParametersInput<T>) => void;
}

/** The chosen images, the job runner, the preview of one result and the job's toasts. */
export function useImageBatch<T extends JobType>(
  type: T,
  context: { tool: Tool; category: Category },
  toasts: ImageBatchToasts,
): ImageBatch<T> {
  const [images, setImages] = useState<File[]>([]);
  const { runner, state } = useJobRunner(type, context.tool.slug);
  const resultUrl = useResultUrl(images.length === 1 ? state.result : undefined);
  useJobToasts(
    state,
    {
      success: { title: images.length > 1 ? toasts.doneMany : toasts.doneOne },
      failure: (error) => ({ title: toasts.failed, description: error.message || toasts.tryAgain }),
    },
    { ...context, files: images.length },
  );
  return {
    images,
    runner,
    state,
    resultUrl,
    change: (next) => {
      runner.reset();
      setImages(next);
    },
    changed: (set) => (value) => {
      runner.reset();
      set(value);
    },
    start: (parameters) =>
      void runner.start(
        images.map((file) => ({ field: 'images', file })),
        parameters,
      ),
  };
}
