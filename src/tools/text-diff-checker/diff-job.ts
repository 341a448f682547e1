import {
  diffByLines,
  diffByWords,
  type DiffOptions,
  type LineDiff,
  type WordDiff,
} from './text-diff.ts';

export interface DiffRequest {
  unit: 'lines' | 'words';
  before: string;
  after: string;
  options: DiffOptions;
}

export type DiffResponse =
  { unit: 'lines'; result: LineDiff | null } | { unit: 'words'; result: WordDiff | null };

export function runDiff(request: DiffRequest): DiffResponse {
  return request.unit === 'lines'
    ? { unit: 'lines', result: diffByLines(request.before, request.after, request.options) }
    : { unit: 'words', result: diffByWords(request.before, request.after, request.options) };
}
