import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './paths.ts';

/**
 * The code cites the product's rules in docs/product.md, inside the repository, so that anyone
 * who clones it can check them. This keeps citations of the documents outside it from coming back,
 * and keeps every `docs/product.md#anchor` the code cites pointing at a real heading.
 */

const scannedFolders = ['server', 'src', 'db', 'tests', 'bench'];
const thisFile = relative(projectRoot, fileURLToPath(import.meta.url));

/** Ways of citing the specification documents kept outside the repository. */
const outsideCitations: readonly RegExp[] = [
  /\bdecisions section\b/,
  /\b0[12] section\b/,
  /\b00-decisions\b/,
  /\.\.\/shared\/spec\b/,
  /\bSpec \d/,
];

/**
 * Files allowed to cite the outside documents for a while (none now): a branch that cannot move
 * its citations yet lists its files here, and the test below fails once they no longer need it.
 */
const notYetMoved: readonly string[] = [];

function codeFiles(): string[] {
  return scannedFolders.flatMap((folder) =>
    readdirSync(join(projectRoot, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => join(folder, name).split('\\').join('/')),
  );
}

interface Hit {
  file: string;
  line: number;
  text: string;
}

function hits(files: readonly string[], pattern: RegExp): Hit[] {
  return files.flatMap((file) =>
    readFileSync(join(projectRoot, file), 'utf8')
      .split('\n')
      .flatMap((text, index) => (pattern.test(text) ? [{ file, line: index + 1, text }] : [])),
  );
}

/** The anchors of the document's headings: explicit `<a id>` ones and GitHub's slugs of the text. */
function headingAnchors(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .flatMap((line) => {
      const explicit = [...line.matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => match[1] ?? '');
      const slug = line
        .replace(/^#+ /, '')
        .replace(/<[^>]+>/g, '')
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-');
      return [...explicit, slug];
    });
}

const files = codeFiles().filter((file) => file !== thisFile);
const productDoc = readFileSync(join(projectRoot, 'docs/product.md'), 'utf8');

describe('citations of the product rules', () => {
  it('scans the code it means to', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('server/rest/jobs.ts');
  });

  for (const pattern of outsideCitations) {
    it(`no code outside the allow-list cites ${String(pattern)}`, () => {
      const found = hits(files, pattern).filter((hit) => !notYetMoved.includes(hit.file));
      expect(found.map((hit) => `${hit.file}:${hit.line}: ${hit.text.trim()}`)).toEqual([]);
    });
  }

  it('allow-lists only files that still cite the outside documents', () => {
    const stillCiting = new Set(
      outsideCitations.flatMap((pattern) => hits(files, pattern).map((hit) => hit.file)),
    );
    expect(notYetMoved.filter((file) => !stillCiting.has(file))).toEqual([]);
  });

  it('cites only anchors that docs/product.md has as headings', () => {
    const anchors = new Set(headingAnchors(productDoc));
    const cited = hits(files, /docs\/product\.md#/).flatMap((hit) =>
      [...hit.text.matchAll(/docs\/product\.md#([\w-]+)/g)].map((match) => ({
        ...hit,
        anchor: match[1] ?? '',
      })),
    );
    expect(cited.length).toBeGreaterThan(20);
    const missing = cited.filter((hit) => !anchors.has(hit.anchor));
    expect(missing.map((hit) => `${hit.file}:${hit.line}: #${hit.anchor}`)).toEqual([]);
  });

  it('gives every explicit anchor of docs/product.md once', () => {
    const explicit = [...productDoc.matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => match[1]);
    expect(explicit.length).toBeGreaterThan(10);
    expect(explicit.filter((id, index) => explicit.indexOf(id) !== index)).toEqual([]);
  });
});
