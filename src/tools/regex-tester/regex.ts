/** The flags JavaScript knows: hasIndices, global, ignoreCase, multiline, dotAll, unicode, unicodeSets, sticky. */
export const FLAGS = 'dgimsuvy';

export interface RegexGroup {
  /** '1', or '2 (year)' for a named group. */
  label: string;
  value: string | undefined;
}

export interface RegexMatch {
  index: number;
  end: number;
  text: string;
  groups: RegexGroup[];
}

/** A piece of the tested text; `match` is the number of the match it belongs to, if any. */
export interface Segment {
  text: string;
  match?: number;
}

export type RegexOutcome =
  | {
      ok: true;
      matches: RegexMatch[];
      /** Every match found, even past the listing limit. */
      total: number;
      truncated: boolean;
      segments: Segment[];
      replaced: string | null;
    }
  | { ok: false; error: string };

/** Checks the flags and compiles the pattern; an error message in plain words otherwise. */
export function compileRegex(pattern: string, flags: string): RegExp | { error: string } {
  for (const [i, flag] of [...flags].entries()) {
    if (!FLAGS.includes(flag)) {
      return { error: `Unknown flag '${flag}'. The flags are d, g, i, m, s, u, v and y.` };
    }
    if (flags.indexOf(flag) !== i) return { error: `The flag '${flag}' is given twice.` };
  }
  if (flags.includes('u') && flags.includes('v')) {
    return { error: 'The flags u and v cannot be used together: v is the newer form of u.' };
  }
  try {
    return new RegExp(pattern, flags);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // 'Invalid regular expression: /(/: Unterminated group' -> 'Unterminated group'
    const reason = message.replace(/^Invalid regular expression: \/[\s\S]*\/[a-z]*: /, '');
    return { error: `Syntax error: ${reason}` };
  }
}

/**
 * The names of the capturing groups in order, undefined for unnamed ones: '(a)(?<y>b)' gives
 * [undefined, 'y']. Escapes, character classes and non-capturing groups are skipped.
 */
export function captureNames(pattern: string): Array<string | undefined> {
  const names: Array<string | undefined> = [];
  let inClass = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '[') inClass++;
    else if (c === ']' && inClass > 0) inClass--;
    else if (c === '(' && inClass === 0) {
      if (pattern[i + 1] !== '?') names.push(undefined);
      else {
        const named = /^\(\?<([^>=!][^>]*)>/.exec(pattern.slice(i));
        if (named) names.push(named[1]);
      }
    }
  }
  return names;
}

/** Runs the pattern over the text: matches with their groups, highlight pieces, a replace preview. */
export function testRegex(
  pattern: string,
  flags: string,
  text: string,
  replacement: string | null,
  limit = 1000,
): RegexOutcome {
  const regex = compileRegex(pattern, flags);
  if (!(regex instanceof RegExp)) return { ok: false, error: regex.error };
  const names = captureNames(pattern);
  const repeat = regex.global || regex.sticky;
  const unicode = regex.unicode || regex.unicodeSets;

  const matches: RegexMatch[] = [];
  let total = 0;
  regex.lastIndex = 0;
  for (;;) {
    const found = regex.exec(text);
    if (!found) break;
    total++;
    if (matches.length < limit) {
      matches.push({
        index: found.index,
        end: found.index + found[0].length,
        text: found[0],
        groups: found.slice(1).map((value, g) => ({
          label: names[g] ? `${g + 1} (${names[g]})` : String(g + 1),
          value,
        })),
      });
    }
    if (!repeat) break;
    if (found[0] === '') {
      // An empty match would be found again at the same place: step past it.
      const code = text.codePointAt(regex.lastIndex);
      regex.lastIndex += unicode && code !== undefined && code > 0xffff ? 2 : 1;
      if (regex.lastIndex > text.length) break;
    }
  }

  const segments: Segment[] = [];
  let at = 0;
  matches.forEach((match, n) => {
    if (match.index > at) segments.push({ text: text.slice(at, match.index) });
    if (match.end > match.index) segments.push({ text: match.text, match: n });
    at = Math.max(at, match.end);
  });
  if (at < text.length) segments.push({ text: text.slice(at) });

  return {
    ok: true,
    matches,
    total,
    truncated: total > matches.length,
    segments,
    replaced: replacement === null ? null : text.replace(new RegExp(pattern, flags), replacement),
  };
}
