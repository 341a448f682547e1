import { knownMessage, useMessages } from '../../i18n/index.ts';
import { mediaMessages } from './messages.ts';

/** A file's length in the shown language, and videoUrlProblem's English messages in it. */
export function useMediaTexts() {
  const shown = useMessages(mediaMessages);
  const pick = (from: typeof shown) => ({
    urlMissing: from.urlMissing,
    urlNotFull: from.urlNotFull,
    urlNotWeb: from.urlNotWeb,
  });
  return {
    /** `12.5 s long`, after a chosen file's name. */
    long: shown.long,
    /** A video URL problem in the shown language. */
    url: (problem: string | undefined) =>
      problem === undefined
        ? undefined
        : knownMessage(problem, pick(mediaMessages.en), pick(shown)),
  };
}
