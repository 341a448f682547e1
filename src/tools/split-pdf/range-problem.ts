import type { Translation } from '../../i18n/index.ts';
import { splitPdfMessages } from './messages.ts';

type Problems = Translation<(typeof splitPdfMessages)['en']['problems']>;

/**
 * A page-range message of page-ranges.ts (English, shared with the server) in the shown
 * language: the fixed ones by their text, those with values by the English sentence's shape.
 * A message not recognised is shown as it is.
 */
export function shownRangeProblem(message: string, shown: Problems): string {
  const english = splitPdfMessages.en.problems;
  if (message === english.empty) return shown.empty;
  if (message === english.tooMany) return shown.tooMany;
  if (message === english.fromOne) return shown.fromOne;
  let match = /^"(.*)" is not a page or a range like 2-5$/s.exec(message);
  if (match) return shown.notRange(match[1]!);
  match = /^"(.*)" is too large$/s.exec(message);
  if (match) return shown.tooLarge(match[1]!);
  match = /^"(.*)" ends before it starts$/s.exec(message);
  if (match) return shown.backwards(match[1]!);
  match = /^The range (\S+) goes past the end: this PDF has (\d+) pages?\.$/.exec(message);
  if (match) return shown.pastEnd(match[1]!, Number(match[2]));
  return message;
}
