import { describe, expect, it } from 'vitest';
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
