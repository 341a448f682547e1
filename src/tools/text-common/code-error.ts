/** What a parser said about broken code, reduced to one sentence and a place. */
export interface CodeErrorDetail {
  message: string;
  /** 1-based, when the parser gave one. */
  line?: number;
  /** 1-based, when the parser gave one. */
  column?: number;
}

interface LocatedError {
  message?: unknown;
  /** prettier: 1-based line and (for most parsers) 1-based column. */
  loc?: { start?: { line?: unknown; column?: unknown } };
  /** sass: the bare message and a 0-based span. */
  sassMessage?: unknown;
  span?: { start?: { line?: unknown; column?: unknown } };
}

/** The message when a parser gave none. */
export const UNREADABLE_CODE = 'The code could not be read.';

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * Reads the message and position from a prettier error (its message carries a code frame after
 * the first line and a '(line:column)' suffix) or a sass exception (0-based span).
 */
export function describeCodeError(error: unknown): CodeErrorDetail {
  const e = (typeof error === 'object' && error !== null ? error : {}) as LocatedError;
  if (typeof e.sassMessage === 'string') {
    const start = e.span?.start;
    return {
      message: e.sassMessage,
      ...(positive(start?.line) ? { line: start.line + 1 } : {}),
      ...(positive(start?.column) ? { column: start.column + 1 } : {}),
    };
  }
  const raw = typeof e.message === 'string' ? e.message : String(error);
  const message =
    (raw.split('\n')[0] ?? '')
      .replace(/\s*\(\d+:\d+\)\s*$/, '')
      .replace(/\s+on line \d+\s*$/, '')
      .replace(/^CssSyntaxError:\s*/, '')
      .replace(/\s*For more info see https?:\/\/\S+/, '')
      .trim() || UNREADABLE_CODE;
  const start = e.loc?.start;
  return {
    message,
    ...(positive(start?.line) && start.line > 0 ? { line: start.line } : {}),
    // The PHP parser gives column 0 for 'somewhere on this line': leave it out.
    ...(positive(start?.column) && start.column > 0 ? { column: start.column } : {}),
  };
}

/** How a place in the code is written: ' (line 2)', ' (line 1, column 5)'. */
export interface CodePlaceWords {
  line: (line: number) => string;
  lineColumn: (line: number, column: number) => string;
}

const englishPlace: CodePlaceWords = {
  line: (line) => ` (line ${line})`,
  lineColumn: (line, column) => ` (line ${line}, column ${column})`,
};

/** 'Unknown word color (line 1, column 5)'; `place` words it in the shown language. */
export function formatCodeError(
  detail: CodeErrorDetail,
  place: CodePlaceWords = englishPlace,
): string {
  const where =
    detail.line === undefined
      ? ''
      : detail.column === undefined
        ? place.line(detail.line)
        : place.lineColumn(detail.line, detail.column);
  return `${detail.message}${where}`;
}
