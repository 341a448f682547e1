import { knownMessage, useMessages } from '../../i18n/index.ts';
import type { TimeRangeProblem } from '../../shared/jobs/time-range.ts';
import { formatLength } from './media-inputs.ts';
import { mediaMessages } from './messages.ts';

type Keys =
  'startNegative' | 'endBeforeStart' | 'tooShort' | 'tooLong' | 'startPastEnd' | 'endPastEnd';

/**
 * The media checks' English messages (pieceProblem, videoUrlProblem) in the shown language, and a
 * length in seconds as the shown language writes it.
 */
export function useMediaProblemText() {
  const shown = useMessages(mediaMessages);
  const english = mediaMessages.en;
  return {
    length: shown.length,
    long: shown.long,
    /** A time-range problem with its message in the shown language (the file's length if read). */
    piece(problem: TimeRangeProblem | null, fileSeconds?: number): TimeRangeProblem | null {
      if (!problem) return null;
      const length = fileSeconds === undefined ? '' : formatLength(fileSeconds);
      const shownLength = fileSeconds === undefined ? '' : shown.length(fileSeconds);
      const texts = (from: typeof english | typeof shown, lengthText: string) =>
        ({
          startNegative: from.startNegative,
          endBeforeStart: from.endBeforeStart,
          tooShort: from.tooShort,
          tooLong: from.tooLong,
          startPastEnd: from.startPastEnd(lengthText),
          endPastEnd: from.endPastEnd(lengthText),
        }) satisfies Record<Keys, string>;
      return {
        ...problem,
        message: knownMessage(problem.message, texts(english, length), texts(shown, shownLength)),
      };
    },
    /** A video URL problem in the shown language. */
    url(problem: string | undefined): string | undefined {
      if (problem === undefined) return undefined;
      const pick = (from: typeof english | typeof shown) => ({
        urlMissing: from.urlMissing,
        urlNotFull: from.urlNotFull,
        urlNotWeb: from.urlNotWeb,
      });
      return knownMessage(problem, pick(english), pick(shown));
    },
  };
}
