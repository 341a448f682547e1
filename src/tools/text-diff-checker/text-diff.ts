import { diffArrays, diffWords, diffWordsWithSpace } from 'diff';

export interface DiffOptions {
  ignoreCase: boolean;
  /** Lines that differ only in spaces (leading, trailing, or how many) count as the same. */
  ignoreWhitespace: boolean;
}

export interface DiffStats {
  added: number;
  removed: number;
  unchanged: number;
}

export interface SideLine {
  /** 1-based line number in its own text. */
  number: number;
  text: string;
}

/** One row of the side-by-side view. A 'changed' row pairs a removed line with its replacement. */
export interface LineRow {
  kind: 'same' | 'changed' | 'removed' | 'added';
  left?: SideLine;
  right?: SideLine;
}

export interface LineDiff {
  rows: LineRow[];
  stats: DiffStats;
}

/** Past this many milliseconds two texts are too different to compare here. */
export const DIFF_TIMEOUT_MS = 2000;

export const splitLines = (text: string): string[] => (text === '' ? [] : text.split(/\r?\n/));

function lineKey(line: string, options: DiffOptions): string {
  let key = options.ignoreWhitespace ? line.trim().replace(/\s+/g, ' ') : line;
  if (options.ignoreCase) key = key.toLowerCase();
  return key;
}

/** A line-by-line comparison; null when it would take too long (very large, very different texts). */
export function diffByLines(before: string, after: string, options: DiffOptions): LineDiff | null {
  const left = splitLines(before);
  const right = splitLines(after);
  const changes = diffArrays(
    left.map((line) => lineKey(line, options)),
    right.map((line) => lineKey(line, options)),
    { timeout: DIFF_TIMEOUT_MS },
  );
  if (!changes) return null;

  const rows: LineRow[] = [];
  const stats: DiffStats = { added: 0, removed: 0, unchanged: 0 };
  let i = 0;
  let j = 0;
  let pendingRemoved: SideLine[] = [];
  const flushRemoved = () => {
    for (const line of pendingRemoved) rows.push({ kind: 'removed', left: line });
    pendingRemoved = [];
  };
  for (const change of changes) {
    const count = change.value.length;
    if (change.removed) {
      for (let k = 0; k < count; k++, i++) pendingRemoved.push({ number: i + 1, text: left[i]! });
      stats.removed += count;
    } else if (change.added) {
      for (let k = 0; k < count; k++, j++) {
        const right_ = { number: j + 1, text: right[j]! };
        const paired = pendingRemoved.shift();
        rows.push(
          paired
            ? { kind: 'changed', left: paired, right: right_ }
            : { kind: 'added', right: right_ },
        );
      }
      flushRemoved();
      stats.added += count;
    } else {
      flushRemoved();
      for (let k = 0; k < count; k++, i++, j++) {
        rows.push({
          kind: 'same',
          left: { number: i + 1, text: left[i]! },
          right: { number: j + 1, text: right[j]! },
        });
      }
      stats.unchanged += count;
    }
  }
  flushRemoved();
  return { rows, stats };
}

export interface WordPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

export interface WordDiff {
  parts: WordPart[];
  stats: DiffStats;
}

const countWords = (text: string) => text.match(/\S+/g)?.length ?? 0;

/** A word-by-word comparison of the whole texts; null when it would take too long. */
export function diffByWords(before: string, after: string, options: DiffOptions): WordDiff | null {
  const changes = diffWords(before, after, {
    ignoreCase: options.ignoreCase,
    timeout: DIFF_TIMEOUT_MS,
  });
  if (!changes) return null;
  const stats: DiffStats = { added: 0, removed: 0, unchanged: 0 };
  const parts = changes.map((change): WordPart => {
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    stats[kind === 'same' ? 'unchanged' : kind] += countWords(change.value);
    return { kind, text: change.value };
  });
  return { parts, stats };
}

/** The words that differ inside a changed line, for highlighting. */
export function changesWithinLine(before: string, after: string): WordPart[] {
  return diffWordsWithSpace(before, after).map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value,
  }));
}
