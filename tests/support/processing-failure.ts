import { existsSync, readdirSync } from 'node:fs';
import { expect } from 'vitest';
import { ProcessingError } from '../../server/processing-error.ts';

/** The ProcessingError a piece of work rejected with; anything else fails the test. */
export async function failure(promise: Promise<unknown>): Promise<ProcessingError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProcessingError) return error;
    throw error;
  }
  throw new Error('expected a ProcessingError');
}

/** Failed work left nothing behind: its work folder is empty and no output was written. */
export function expectNothingLeft(workDir: string, output: string) {
  expect(readdirSync(workDir)).toEqual([]);
  expect(existsSync(output)).toBe(false);
}
