import type { JobTypeDefinition } from '../../shared/jobs/job-types.ts';
import { AppError } from '../http/errors.ts';

/** Validates a job's parameters with its type's schema; a problem is a 400 naming the field. */
export function parseParameters(definition: JobTypeDefinition, raw: unknown): unknown {
  const value = raw === undefined || raw === null ? {} : raw;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new AppError(400, 'invalid_input', 'parameters must be an object.', {
      field: 'parameters',
    });
  }
  const parsed = definition.parameters.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue?.path.map(String).join('.');
  const field = path ? `parameters.${path}` : 'parameters';
  throw new AppError(400, 'invalid_input', `${field}: ${issue?.message ?? 'invalid value'}`, {
    field,
  });
}
