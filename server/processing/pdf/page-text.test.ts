import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { devanagariFace, latinFace } from '../../../shared/jobs/drawn-text.ts';
import { textRuns } from './page-text.ts';

describe('text runs', () => {
  it('cuts mixed text into runs of one face, spaces and digits with the Latin face', () => {
    expect(textRuns('पृष्ठ 3 of १०')).toEqual([
      { text: 'पृष्ठ', face: 'devanagari' },
      { text: ' 3 of ', face: 'latin' },
      { text: '१०', face: 'devanagari' },
    ]);
    expect(textRuns('Draft')).toEqual([{ text: 'Draft', face: 'latin' }]);
    expect(textRuns('')).toEqual([]);
  });
});

describe('the characters the jobs may draw', () => {
  const face = (name: string) =>
    create(
      readFileSync(
        createRequire(import.meta.url).resolve(
          `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${name}-400-normal.woff`,
        ),
      ),
    );

  it('each have a glyph in the face that draws them', () => {
    for (const [ranges, font] of [
      [latinFace, face('latin')],
      [devanagariFace, face('devanagari')],
    ] as const) {
      const missing: string[] = [];
      for (const [from, to] of ranges) {
        for (let point = from; point <= to; point++) {
          if (!font.hasGlyphForCodePoint(point)) missing.push(point.toString(16));
        }
      }
      expect(missing).toEqual([]);
    }
  });
});
