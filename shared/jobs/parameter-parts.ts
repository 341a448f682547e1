import '../zod-setup.ts';
import { z } from 'zod';
import { timeRangeProblem } from './time-range.ts';

/** Parameter schemas several job types share. */

export const noParameters = z.strictObject({});

/** An optional caption: trimmed, at most 100 characters, blank means none. */
export const caption = z
  .string()
  .trim()
  .max(100, 'The text may be at most 100 characters long')
  .optional()
  .transform((text) => (text ? text : undefined));

const seconds = z.number().finite().min(0, 'must be 0 or more').max(86_400, 'is too long');

/** A start and end time in seconds whose end comes after its start (and within `maxSeconds`). */
export function timeRange(defaults: { startTime: number; endTime: number }, maxSeconds?: number) {
  return {
    startTime: seconds.default(defaults.startTime),
    endTime: seconds.default(defaults.endTime),
    check: (value: { startTime: number; endTime: number }, context: z.RefinementCtx) => {
      const problem = timeRangeProblem(value.startTime, value.endTime, maxSeconds);
      if (problem)
        context.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
    },
  };
}

/** The address of a URL input: http or https only (where it leads is checked on the server). */
export const webUrl = z
  .string()
  .trim()
  .min(1, 'Enter a URL')
  .max(2048, 'The URL is too long')
  .pipe(
    z.url({ protocol: /^https?$/, message: 'Enter a web address starting with http or https' }),
  );

export const urlParameters = z.strictObject({ url: webUrl });
