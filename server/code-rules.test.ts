import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import type * as TypeScript from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Rules of the code base as a whole: small files with one job, and comments that give their
 * reason instead of pointing at a tracker entry that a reader may not have.
 */
// Loaded by Node, not through Vite: the compiler ships without the source map Vite looks for.
const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript;
const root = join(import.meta.dirname, '..');
const folders = ['src', 'shared', 'server', 'db', 'tests', 'bench', 'scripts'];
const lineLimit = 450;

/** Files allowed past the limit, each with its reason. Data tables only; keep this list short. */
const longFiles: Record<string, string> = {
  'shared/catalogue/categories.ts':
    'the catalogue: one entry per tool with its words, a data table that grows with every tool',
  'shared/i18n/ne-catalogue.ts':
    "the catalogue's Nepali words, one entry per tool and its feature page: a translation table",
};

/** A comment that sends the reader to a tracker entry: the word issue or task, then a number. */
const trackerReference = /\b(issues?|tasks?|tickets?)\s*#?\d+/i;

function codeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.split('/').includes('node_modules'));
}

function lineCount(text: string): number {
  const lines = text.split('\n');
  return text.endsWith('\n') ? lines.length - 1 : lines.length;
}

/** Every comment of a TypeScript file, found by the compiler's parser (not inside strings). */
function commentsOf(path: string, text: string): Array<{ line: number; text: string }> {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found = new Map<number, string>();
  const collect = (ranges: TypeScript.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) found.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node: TypeScript.Node) => {
    // Text between JSX tags is shown to people, not a comment, whatever it contains.
    if (node.kind === ts.SyntaxKind.JsxText) return;
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...found].map(([pos, comment]) => ({
    line: source.getLineAndCharacterOfPosition(pos).line + 1,
    text: comment,
  }));
}

function trackerReferences(path: string, text: string): string[] {
  return commentsOf(path, text)
    .filter((comment) => trackerReference.test(comment.text))
    .map((comment) => `${path}:${comment.line}: ${comment.text.split('\n')[0]}`);
}

const files = folders.flatMap((folder) => codeFiles(join(root, folder)));
const read = (path: string) => readFileSync(path, 'utf8');

describe('code rules', () => {
  it(`keeps every code file at ${lineLimit} lines or fewer, data tables aside`, () => {
    const tooLong = files
      .map((path) => ({ path: relative(root, path), lines: lineCount(read(path)) }))
      .filter(({ path, lines }) => lines > lineLimit && !(path in longFiles))
      .map(({ path, lines }) => `${path}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });

  it('lists as allowed only files that are still over the limit', () => {
    const stale = Object.keys(longFiles).filter(
      (path) => lineCount(read(join(root, path))) <= lineLimit,
    );
    expect(stale).toEqual([]);
  });

  it('has no comment pointing at an issue or task number', () => {
    const found = files.flatMap((path) => trackerReferences(relative(root, path), read(path)));
    expect(found).toEqual([]);
  }, 60_000);

  it('finds a long file and a tracker reference, and ignores them in strings and JSX text', () => {
    const long = 'export const a = 1;\n'.repeat(lineLimit + 1);
    expect(lineCount(long)).toBe(lineLimit + 1);
    const code = [
      '// Works around issue 24 of the tracker.',
      'const reason = "see issue 24"; /* see task #3 */',
      'export const view = <p>Fixed in issue 7 // task 9</p>;',
      '/** Says why: the worker may be gone. */',
    ].join('\n');
    expect(trackerReferences('sample.tsx', code)).toEqual([
      'sample.tsx:1: // Works around issue 24 of the tracker.',
      'sample.tsx:2: /* see task #3 */',
    ]);
  });
});
