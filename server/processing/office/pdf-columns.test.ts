import { describe, expect, it } from 'vitest';
import { readingRegions } from './pdf-columns.ts';
import {
  layoutDocument,
  type LayoutBlock,
  type PageContent,
  type TextPiece,
} from './pdf-layout.ts';

const pageWidth = 595;

/** A piece whose width is its length times half its size (a plausible average). */
function piece(text: string, x: number, y: number, fontSize = 10): TextPiece {
  return { text, x, y, width: text.length * fontSize * 0.5, fontSize, bold: false, italic: false };
}

/**
 * `count` lines of 48 characters (240 pt at 10 pt) from `top`. The last one is short and ends the
 * sentence, unless the paragraph runs on.
 */
function columnLines(word: string, x: number, top: number, count: number, runsOn = false) {
  return Array.from({ length: count }, (_, index) => {
    const text = `${word}${index} `.repeat(8).slice(0, 48).trimEnd();
    const ends = index === count - 1 && !runsOn;
    return piece(ends ? `${text.slice(0, 30)}.` : text, x, top + index * 13);
  });
}

function page(texts: TextPiece[], images: PageContent['images'] = []): PageContent {
  return { width: pageWidth, height: 842, texts, images };
}

function texts(blocks: LayoutBlock[]): string[] {
  return blocks.map((block) =>
    block.kind === 'image' ? '[image]' : block.runs.map((run) => run.text).join(''),
  );
}

describe('readingRegions', () => {
  it('leaves a single-column page as one region', () => {
    const lines = Array.from({ length: 10 }, (_, index) =>
      piece(
        'A line of body text that runs across most of the page width here',
        72,
        100 + index * 14,
      ),
    );
    expect(readingRegions(lines, pageWidth)).toHaveLength(1);
  });

  it('reads a full-width title, then the left column, then the right one', () => {
    const title = piece('A Title Across The Page', 180, 60, 20);
    const left = columnLines('left', 50, 100, 8);
    const right = columnLines('right', 315, 100, 8);
    const regions = readingRegions([title, ...right, ...left], pageWidth);
    expect(regions.map((region) => region.pieces.map((p) => p.text.slice(0, 5))[0])).toEqual([
      'A Tit',
      'left0',
      'right',
    ]);
    expect(regions[1]!.right).toBe(regions[2]!.left);
    expect(regions[1]!.pieces).toHaveLength(8);
  });

  it('reads a table of short cells row by row', () => {
    const cells = Array.from({ length: 7 }, (_, index) => [
      piece(`Item ${index}`, 72, 100 + index * 14),
      piece(`${index * 3} kg`, 400, 100 + index * 14),
    ]).flat();
    expect(readingRegions(cells, pageWidth)).toHaveLength(1);
  });
});

describe('layoutDocument with columns', () => {
  it('does not interleave the lines of two columns', () => {
    const blocks = layoutDocument([
      page([
        piece('Heading', 250, 60, 18),
        ...columnLines('left', 50, 100, 8),
        ...columnLines('right', 315, 100, 8),
      ]),
    ]);
    const read = texts(blocks);
    expect(read).toHaveLength(3);
    expect(read[0]).toBe('Heading');
    expect(read[1]).toMatch(/^left0 .*left7.*\.$/);
    expect(read[1]).not.toMatch(/right/);
    expect(read[2]).toMatch(/^right0 .*right7.*\.$/);
  });

  it('runs a paragraph on from the foot of the left column to the top of the right one', () => {
    const blocks = layoutDocument([
      page([
        ...columnLines('left', 50, 100, 8, true),
        // The left column's last line ends mid-sentence; the right column carries on.
        ...columnLines('right', 315, 100, 8),
      ]),
    ]);
    expect(texts(blocks)).toHaveLength(1);
  });

  it('keeps an image with the column it is drawn in', () => {
    const image = { top: 140, left: 330, width: 200, height: 60, png: Buffer.alloc(0) };
    const blocks = layoutDocument([
      page(
        [
          ...columnLines('left', 50, 100, 12),
          ...columnLines('right', 315, 100, 3),
          ...columnLines('more', 315, 217, 5),
        ],
        [image],
      ),
    ]);
    expect(texts(blocks).map((text) => text.slice(0, 5))).toEqual([
      'left0',
      'right',
      '[imag',
      'more0',
    ]);
  });
});
