/** Average silent reading and speaking speeds (words per minute) used for the time estimates. */
export const READING_WPM = 238;
export const SPEAKING_WPM = 140;

export interface TextStats {
  words: number;
  /** User-perceived characters (an emoji or an accented letter counts once). */
  characters: number;
  charactersWithoutSpaces: number;
  sentences: number;
  paragraphs: number;
  /** Seconds. */
  readingTime: number;
  speakingTime: number;
}

const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
const sentenceSegmenter = new Intl.Segmenter(undefined, { granularity: 'sentence' });
const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Counts by Unicode's rules (Intl.Segmenter): words in any script, contractions such as "don't" as
 * one word, numbers as words; a sentence only when it holds a word; paragraphs are blocks of text
 * separated by one or more blank lines.
 */
export function countText(text: string): TextStats {
  let words = 0;
  for (const segment of wordSegmenter.segment(text)) if (segment.isWordLike) words++;

  let characters = 0;
  let charactersWithoutSpaces = 0;
  for (const { segment } of graphemeSegmenter.segment(text)) {
    characters++;
    if (!/^\s+$/u.test(segment)) charactersWithoutSpaces++;
  }

  let sentences = 0;
  for (const { segment } of sentenceSegmenter.segment(text)) {
    if (/[\p{L}\p{N}]/u.test(segment)) sentences++;
  }

  const paragraphs = text.split(/\n\s*\n/).filter((block) => block.trim() !== '').length;

  return {
    words,
    characters,
    charactersWithoutSpaces,
    sentences,
    paragraphs,
    readingTime: Math.round((words / READING_WPM) * 60),
    speakingTime: Math.round((words / SPEAKING_WPM) * 60),
  };
}

/** '0 sec', '45 sec', '3 min', '3 min 20 sec', '1 h 5 min'. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} sec`;
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  return rest > 0 ? `${minutes} min ${rest} sec` : `${minutes} min`;
}
