import { AppError } from '../http/errors.ts';
import {
  isJobType,
  jobDefinition,
  requiredPrograms,
  type JobType,
  type JobTypeDefinition,
} from '../../shared/jobs/job-types.ts';

/**
 * The module of a job type a request names: 400 for an unknown type, 501 for one whose program
 * is not installed here (`missing`).
 */
export function jobTypeFor(type: unknown, missing: ReadonlySet<JobType>): JobTypeDefinition {
  if (!isJobType(type)) {
    throw new AppError(
      400,
      'unknown_type',
      typeof type === 'string' && type
        ? `Unknown job type '${type.slice(0, 50)}'.`
        : 'The job type is missing.',
      { field: 'type' },
    );
  }
  const definition = jobDefinition(type);
  if (missing.has(type)) {
    throw new AppError(
      501,
      'type_unavailable',
      `${definition.title} is not available on this server: a program it needs (${requiredPrograms[definition.requires ?? 'ffmpeg']}) is not installed.`,
      { field: 'type' },
    );
  }
  return definition;
}
