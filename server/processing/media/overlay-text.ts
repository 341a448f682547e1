import { ProcessingError } from '../../processing-error.ts';

/** The longest overlay text accepted. */
export const MAX_OVERLAY_TEXT_LENGTH = 150;
/** Width of an average character of a bold sans-serif font, in ems (a safe over-estimate). */
const CHARACTER_WIDTH_EM = 0.68;

export interface OverlayLayout {
  /** One to three lines, each drawn centred. */
  lines: string[];
  fontSize: number;
  /** Distance from the top of one line to the top of the next. */
  lineHeight: number;
  /** Space between the last line and the bottom edge. */
  bottomMargin: number;
  /** Width of the dark outline that keeps the text readable on any picture. */
  borderWidth: number;
}

/**
 * The text as it will be drawn: control characters removed, runs of white space made one space.
 * Throws `invalid_parameters` above the length limit.
 */
export function cleanOverlayText(text: string): string {
  const cleaned = text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned.length > MAX_OVERLAY_TEXT_LENGTH) {
    throw new ProcessingError(
      'invalid_parameters',
      `The text may be at most ${MAX_OVERLAY_TEXT_LENGTH} characters long.`,
      { field: 'text' },
    );
  }
  return cleaned;
}

/** Greedy word wrap at `limit` characters; a longer word stays whole on its own line. */
export function wrapWords(text: string, limit: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (!line) line = word;
    else if (line.length + 1 + word.length <= limit) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Lays a caption out at the bottom of a `width` x `height` picture: as large as fits (at most a
 * ninth of the height), wrapped onto up to three lines when one line would be too small to read.
 */
export function layoutOverlayText(text: string, width: number, height: number): OverlayLayout {
  const usableWidth = width * 0.92;
  const largest = Math.max(10, Math.round(height / 9));
  const readable = Math.max(10, Math.round(height / 16));
  let best: { lines: string[]; fontSize: number } | null = null;
  for (let count = 1; count <= 3; count++) {
    // The narrowest wrap that needs no more than `count` lines.
    let limit = Math.max(
      Math.ceil(text.length / count),
      ...text.split(' ').map((word) => word.length),
    );
    let lines = wrapWords(text, limit);
    while (lines.length > count) lines = wrapWords(text, ++limit);
    const longest = Math.max(...lines.map((line) => line.length));
    const fontSize = Math.floor(
      Math.min(
        largest,
        usableWidth / (longest * CHARACTER_WIDTH_EM),
        (height * 0.45) / (count * 1.25),
      ),
    );
    if (!best || fontSize > best.fontSize) best = { lines, fontSize };
    if (fontSize >= readable) break;
  }
  const chosen = best ?? { lines: [text], fontSize: readable };
  const fontSize = Math.max(8, chosen.fontSize);
  return {
    lines: chosen.lines,
    fontSize,
    lineHeight: Math.round(fontSize * 1.25),
    bottomMargin: Math.max(4, Math.round(height * 0.05)),
    borderWidth: Math.max(1, Math.round(fontSize / 14)),
  };
}
