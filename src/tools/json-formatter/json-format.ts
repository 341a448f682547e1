/**
 * A strict JSON (RFC 8259) checker, formatter and minifier in one pass over the text. It works on
 * the tokens as written, so numbers keep every digit (12345678901234567890 stays), strings keep
 * their escapes, and the first error is found with its exact place. No objects are built, so a
 * document of many megabytes costs little memory.
 */

export type JsonMode = 'format' | 'minify';

export interface JsonError {
  message: string;
  /** 1-based. */
  line: number;
  /** 1-based, in characters (UTF-16 code units) from the start of the line. */
  column: number;
  offset: number;
}

export type JsonResult = { ok: true; output: string } | { ok: false; error: JsonError };

class JsonSyntaxError extends Error {
  readonly offset: number;
  constructor(message: string, offset: number) {
    super(message);
    this.offset = offset;
  }
}

/** What the scanner expects next. */
const State = {
  value: 0,
  /** After ',' in an array: a value, and ']' is a trailing comma. */
  valueAfterComma: 1,
  afterValue: 2,
  /** Right after '{'. */
  keyOrClose: 3,
  /** After ',' in an object. */
  key: 4,
  /** Right after '['. */
  valueOrClose: 5,
} as const;

const isDigit = (c: number) => c >= 48 && c <= 57;
const isHex = (c: number) => isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

/** 'x' for a visible character, U+00A0 for an invisible one. */
export function describeChar(text: string, offset: number): string {
  const code = text.codePointAt(offset);
  if (code === undefined) return 'the end of the text';
  const char = String.fromCodePoint(code);
  if (code < 0x21 || (code >= 0x7f && code <= 0xa0) || /\s|\p{Cf}/u.test(char)) {
    return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return `'${char}'`;
}

/** 1-based line and column of an offset. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

function unexpected(text: string, i: number, context: string): JsonSyntaxError {
  const c = text.charCodeAt(i);
  if (Number.isNaN(c)) return new JsonSyntaxError(`Unexpected end of the text: ${context}`, i);
  if (c === 47) return new JsonSyntaxError('Comments are not allowed in JSON', i);
  if (c === 39) return new JsonSyntaxError('Strings must use double quotes, not single quotes', i);
  return new JsonSyntaxError(`Unexpected character ${describeChar(text, i)}: ${context}`, i);
}

function scanString(text: string, start: number): number {
  let i = start + 1;
  const end = text.length;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c === 34) return i + 1;
    if (c === 92) {
      const e = text.charCodeAt(i + 1);
      if (e === 117) {
        for (let k = 2; k < 6; k++) {
          if (!isHex(text.charCodeAt(i + k))) {
            throw new JsonSyntaxError('Invalid \\u escape: it needs four hex digits', i);
          }
        }
        i += 6;
        continue;
      }
      // " \ / b f n r t
      if (
        e === 34 ||
        e === 92 ||
        e === 47 ||
        e === 98 ||
        e === 102 ||
        e === 110 ||
        e === 114 ||
        e === 116
      ) {
        i += 2;
        continue;
      }
      if (Number.isNaN(e)) break;
      throw new JsonSyntaxError(`Invalid escape sequence '\\${text[i + 1]}' in a string`, i);
    }
    if (c < 0x20) {
      throw new JsonSyntaxError(
        c === 10 || c === 13
          ? 'Line break inside a string: close the string or write \\n'
          : `Control character ${describeChar(text, i)} inside a string: escape it`,
        i,
      );
    }
    i++;
  }
  throw new JsonSyntaxError('Unterminated string: it has no closing double quote', start);
}

function scanNumber(text: string, start: number): number {
  let i = start;
  if (text.charCodeAt(i) === 45) i++;
  const first = text.charCodeAt(i);
  if (first === 48) {
    i++;
    if (isDigit(text.charCodeAt(i))) {
      throw new JsonSyntaxError('Numbers cannot have leading zeros', start);
    }
  } else if (isDigit(first)) {
    while (isDigit(text.charCodeAt(i))) i++;
  } else {
    throw new JsonSyntaxError('Invalid number: a digit must follow the minus sign', start);
  }
  if (text.charCodeAt(i) === 46) {
    i++;
    if (!isDigit(text.charCodeAt(i))) {
      throw new JsonSyntaxError('Invalid number: a digit must follow the decimal point', i);
    }
    while (isDigit(text.charCodeAt(i))) i++;
  }
  const e = text.charCodeAt(i);
  if (e === 101 || e === 69) {
    i++;
    const sign = text.charCodeAt(i);
    if (sign === 43 || sign === 45) i++;
    if (!isDigit(text.charCodeAt(i))) {
      throw new JsonSyntaxError('Invalid number: the exponent needs digits', i);
    }
    while (isDigit(text.charCodeAt(i))) i++;
  }
  return i;
}

function scanWord(text: string, start: number): number {
  let i = start;
  while (/[A-Za-z0-9_$]/.test(text[i] ?? '')) i++;
  const word = text.slice(start, i);
  if (word === 'true' || word === 'false' || word === 'null') return i;
  throw new JsonSyntaxError(
    `Unexpected word '${word.length > 20 ? `${word.slice(0, 20)}...` : word}': JSON values are strings in double quotes, numbers, true, false, null, objects and arrays`,
    start,
  );
}

function run(text: string, mode: JsonMode, indentUnit: string): string {
  const pretty = mode === 'format';
  const out: string[] = [];
  const breaks: string[] = [];
  const newline = (depth: number) => {
    if (!pretty) return '';
    let b = breaks[depth];
    if (b === undefined) b = breaks[depth] = `\n${indentUnit.repeat(depth)}`;
    return b;
  };
  const stack: number[] = []; // 123 '{' or 91 '['
  let state: number = State.value;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const end = text.length;

  for (;;) {
    while (i < end && isSpace(text.charCodeAt(i))) i++;
    const c = text.charCodeAt(i);

    if (state === State.afterValue) {
      if (stack.length === 0) {
        if (i < end)
          throw new JsonSyntaxError(
            `Unexpected ${describeChar(text, i)} after the end of the JSON value`,
            i,
          );
        return out.join('');
      }
      const top = stack[stack.length - 1];
      if (c === 44) {
        out.push(',', newline(stack.length));
        state = top === 123 ? State.key : State.valueAfterComma;
        i++;
      } else if ((top === 123 && c === 125) || (top === 91 && c === 93)) {
        stack.pop();
        out.push(newline(stack.length), top === 123 ? '}' : ']');
        i++;
      } else if (top === 123) {
        throw unexpected(text, i, "expected ',' or '}' after a property value");
      } else {
        throw unexpected(text, i, "expected ',' or ']' after an array element");
      }
      continue;
    }

    if (state === State.keyOrClose || state === State.key) {
      if (c === 125 && state === State.keyOrClose) {
        stack.pop();
        out.push('}');
        state = State.afterValue;
        i++;
        continue;
      }
      if (c === 125) throw new JsonSyntaxError('Trailing comma before } is not allowed', i);
      if (c !== 34) {
        if (/[A-Za-z_$]/.test(text[i] ?? '')) {
          throw new JsonSyntaxError('Property names must be strings in double quotes', i);
        }
        throw unexpected(text, i, 'expected a property name in double quotes');
      }
      if (state === State.keyOrClose) out.push(newline(stack.length));
      const keyEnd = scanString(text, i);
      out.push(text.slice(i, keyEnd));
      i = keyEnd;
      while (i < end && isSpace(text.charCodeAt(i))) i++;
      if (text.charCodeAt(i) !== 58)
        throw unexpected(text, i, "expected ':' after the property name");
      out.push(pretty ? ': ' : ':');
      i++;
      state = State.value;
      continue;
    }

    // A value is expected (or, right after '[', the end of the array).
    if (state === State.valueOrClose) {
      if (c === 93) {
        stack.pop();
        out.push(']');
        state = State.afterValue;
        i++;
        continue;
      }
      out.push(newline(stack.length));
    } else if (state === State.valueAfterComma && c === 93) {
      throw new JsonSyntaxError('Trailing comma before ] is not allowed', i);
    }

    if (c === 123) {
      stack.push(123);
      out.push('{');
      state = State.keyOrClose;
      i++;
    } else if (c === 91) {
      stack.push(91);
      out.push('[');
      state = State.valueOrClose;
      i++;
    } else if (c === 34) {
      const stop = scanString(text, i);
      out.push(text.slice(i, stop));
      i = stop;
      state = State.afterValue;
    } else if (c === 45 || isDigit(c)) {
      const stop = scanNumber(text, i);
      out.push(text.slice(i, stop));
      i = stop;
      state = State.afterValue;
    } else if (/[A-Za-z]/.test(text[i] ?? '')) {
      const stop = scanWord(text, i);
      out.push(text.slice(i, stop));
      i = stop;
      state = State.afterValue;
    } else if (Number.isNaN(c) && stack.length === 0 && out.length === 0) {
      throw new JsonSyntaxError('The text is empty: paste or type some JSON', i);
    } else {
      throw unexpected(text, i, 'expected a value');
    }
  }
}

/** Checks `text` and returns it formatted (2-space indent by default) or minified. */
export function formatJson(text: string, mode: JsonMode, indentUnit = '  '): JsonResult {
  try {
    return { ok: true, output: run(text, mode, indentUnit) };
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    const offset = Math.min(error.offset, text.length);
    return { ok: false, error: { message: error.message, offset, ...positionOf(text, offset) } };
  }
}

/** The error's line, cut to at most `width` characters around the column, and the caret's place. */
export function errorExcerpt(
  text: string,
  error: JsonError,
  width = 60,
): { text: string; caret: number } {
  const lineStart = error.offset - (error.column - 1);
  let lineStop = text.indexOf('\n', lineStart);
  if (lineStop === -1) lineStop = text.length;
  const from = Math.max(lineStart, error.offset - Math.floor(width / 2));
  const to = Math.min(lineStop, from + width);
  const prefix = from > lineStart ? '...' : '';
  const suffix = to < lineStop ? '...' : '';
  const shown = text.slice(from, to).replace(/\r$/, '').replace(/\t/g, ' ');
  return { text: `${prefix}${shown}${suffix}`, caret: prefix.length + (error.offset - from) };
}
