import { AppError } from '../../http/errors.ts';

export {
  count,
  duration,
  megabytes,
  megapixels,
  quoted,
  size,
} from '../../../shared/jobs/amounts.ts';

/** THE refusal of a file over a budget: 422 `over_budget`, the message naming the limit. */
export function overBudget(message: string, field?: string): AppError {
  return new AppError(422, 'over_budget', message, field ? { field } : {});
}
