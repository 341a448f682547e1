import { describe, expect, it } from 'vitest';
import {
  bodyFontSize,
  groupLines,
  layoutDocument,
  type LayoutBlock,
  type PageContent,
  type TextPiece,
} from './pdf-layout.ts';

/** A piece whose width is its length times half its size (a plausible average). */
function piece(text: string, x: number, y: number, fontSize = 11, bold = false): TextPiece {
  return { text, x, y, width: text.length * fontSize * 0.5, fontSize, bold, italic: false };
}

function page(texts: TextPiece[], images: PageContent['images'] = []): PageContent {
  return { width: 595, height: 842, texts, images };
}

function texts(blocks: LayoutBlock[]): string[] {
  return blocks.map((block) =>
    block.kind === 'image' ? '[image]' : block.runs.map((run) => run.text).join(''),
  );
}

describe('groupLines', () => {
  it('orders pieces top to bottom and left to right, whatever order the PDF drew them in', () => {
    const lines = groupLines([
      piece('world', 103, 100),
      piece('Second', 72, 120),
      piece('Hello', 72, 100.5),
    ]);
    expect(lines.map((line) => line.text)).toEqual(['Hello world', 'Second']);
  });

  it('puts a space only where there is a gap and none already', () => {
    const lines = groupLines([
      piece('Hel', 72, 100),
      piece('lo', 88.5, 100),
      piece(' ', 99.5, 100),
      piece('there', 105, 100),
    ]);
    expect(lines[0]?.text).toBe('Hello there');
  });

  it('marks lines laid out in columns', () => {
    const [row] = groupLines([
      piece('Plant', 72, 100),
      piece('Rows', 228, 100),
      piece('Harvest', 378, 100),
    ]);
    expect(row?.spaced).toBe(true);
    const [item] = groupLines([piece('1.', 72, 200), piece('Carrots in the bed', 108, 200)]);
    expect(item?.spaced).toBe(false);
    expect(item?.text).toBe('1. Carrots in the bed');
  });

  it('keeps bold and regular runs apart', () => {
    const [line] = groupLines([piece('Bold', 72, 100, 11, true), piece('plain', 100, 100)]);
    expect(line?.runs).toEqual([
      { text: 'Bold', bold: true, italic: false },
      { text: ' plain', bold: false, italic: false },
    ]);
  });
});

describe('bodyFontSize', () => {
  it('is the size most characters have', () => {
    const lines = groupLines([
      piece('Big title', 72, 60, 20),
      piece('Body text that is long enough', 72, 100),
      piece('More body', 72, 114),
    ]);
    expect(bodyFontSize(lines)).toBe(11);
  });
});

describe('layoutDocument', () => {
  const article = page([
    piece('Quarterly Report', 72, 80, 20),
    piece('The first paragraph runs across two lines of text because it is', 72, 120),
    piece('long enough to wrap.', 72, 134),
    piece('A second paragraph starts after a gap and is also quite long', 72, 160),
    piece('and wraps onto a second line too.', 72, 174),
    piece('Details', 72, 210, 15),
    piece('\u2022', 72, 240),
    piece('First point', 90, 240),
    piece('\u2022', 72, 254),
    piece('Second point', 90, 254),
  ]);

  it('makes paragraphs, headings by size and bullet items, in reading order', () => {
    const blocks = layoutDocument([article]);
    expect(texts(blocks)).toEqual([
      'Quarterly Report',
      'The first paragraph runs across two lines of text because it is long enough to wrap.',
      'A second paragraph starts after a gap and is also quite long and wraps onto a second line too.',
      'Details',
      'First point',
      'Second point',
    ]);
    const kinds = blocks.map((block) =>
      block.kind === 'paragraph' ? [block.headingLevel, block.bullet] : null,
    );
    expect(kinds).toEqual([
      [1, false],
      [null, false],
      [null, false],
      [2, false],
      [null, true],
      [null, true],
    ]);
  });

  it('ends a paragraph at a short line', () => {
    const blocks = layoutDocument([
      page([
        piece('A paragraph whose line is full width, reaching the right edge', 72, 100),
        piece('Short end.', 72, 114),
        piece('Next paragraph with no gap above it, also quite wide indeed', 72, 128),
      ]),
    ]);
    expect(texts(blocks)).toHaveLength(2);
  });

  it('joins a paragraph that continues onto the next page and mends hyphenation', () => {
    const first = page([
      piece('The sentence goes on past the bottom of the page and a word is hyph-', 72, 780),
    ]);
    const second = page([piece('enated across the break, then ends here.', 72, 72)]);
    expect(texts(layoutDocument([first, second]))).toEqual([
      'The sentence goes on past the bottom of the page and a word is hyphenated across the break, then ends here.',
    ]);
  });

  it('places images among paragraphs by their position', () => {
    const png = Buffer.from('png');
    const blocks = layoutDocument([
      page(
        [
          piece('Above the picture, a full-width line of body text here', 72, 100),
          piece('Below the picture, another full-width line of text', 72, 400),
        ],
        [{ top: 150, left: 72, width: 200, height: 100, png }],
      ),
    ]);
    expect(texts(blocks)).toEqual([
      'Above the picture, a full-width line of body text here',
      '[image]',
      'Below the picture, another full-width line of text',
    ]);
  });

  it('keeps table rows apart', () => {
    const blocks = layoutDocument([
      page([
        piece('Plant', 72, 100),
        piece('Rows', 228, 100),
        piece('Potatoes', 72, 113),
        piece('12', 228, 113),
      ]),
    ]);
    expect(texts(blocks)).toEqual(['Plant Rows', 'Potatoes 12']);
  });
});
