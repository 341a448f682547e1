import type { z } from 'zod';
import { AppError } from './errors.ts';

/** Turns the first zod issue into a 400 AppError naming the field. */
export function invalidInput(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  const message = issue ? (field ? `${field}: ${issue.message}` : issue.message) : 'Invalid input';
  return new AppError(400, 'invalid_input', message, { field });
}
