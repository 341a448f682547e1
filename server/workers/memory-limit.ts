import { jobDefinition, type JobType } from '../../shared/jobs/job-types.ts';
import type { WorkerOutcome } from './task.ts';

/** The failure code of a job stopped for going past its memory limit. */
export const MEMORY_LIMIT_CODE = 'memory_limit';

/** What the visitor reads when their job was stopped for its memory. */
export function memoryLimitMessage(title: string, limitMb: number): string {
  return `${title} needed more than ${limitMb} MB of memory and was stopped. Please try a smaller file.`;
}

export function memoryLimitOutcome(
  type: JobType,
  limitMb: number,
  internal: string,
): WorkerOutcome {
  return {
    ok: false,
    code: MEMORY_LIMIT_CODE,
    message: memoryLimitMessage(jobDefinition(type).title, limitMb),
    internal,
    memoryLimitMb: limitMb,
  };
}
