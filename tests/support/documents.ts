import {
  AlignmentType,
  Document,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  PageBreak,
  SectionType,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { spawnSync } from 'node:child_process';
import sharp from 'sharp';
import { expect } from 'vitest';

/** A small PNG: a blue square with a yellow band, to find again in converted files. */
export async function samplePng(width = 240, height = 120): Promise<Buffer> {
  const band = await sharp({
    create: { width, height: Math.round(height / 3), channels: 3, background: '#facc15' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } })
    .composite([{ input: band, top: Math.round(height / 3), left: 0 }])
    .png()
    .toBuffer();
}

export const sampleWords = {
  heading: 'Quarterly Garden Report',
  subheading: 'Vegetables Planted',
  paragraph: 'The tomatoes ripened early this season because the spring was unusually warm.',
  listItems: ['Carrots in the north bed', 'Spinach beside the fence', 'Radishes near the gate'],
  tableHeader: ['Plant', 'Rows', 'Harvest'],
  tableRows: [
    ['Potatoes', '12', 'August'],
    ['Onions', '8', 'July'],
  ],
  closing: 'Watering twice a week kept every bed healthy through the dry weeks.',
} as const;

function heading(text: string, level: 1 | 2): Paragraph {
  return new Paragraph({
    heading: level === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2,
    children: [new TextRun({ text, bold: true, size: level === 1 ? 40 : 30 })],
    spacing: { before: 240, after: 120 },
  });
}

function body(text: string): Paragraph {
  return new Paragraph({ children: [new TextRun({ text, size: 22 })], spacing: { after: 120 } });
}

/**
 * A .docx with a heading, a subheading, paragraphs, a numbered list, a table and an image, made
 * with the `docx` library. `pages` > 1 repeats the body after page breaks (for the bench).
 */
export async function makeSampleDocx(options: { pages?: number } = {}): Promise<Buffer> {
  const image = await samplePng();
  const pages = options.pages ?? 1;
  const children: (Paragraph | Table)[] = [];
  for (let page = 0; page < pages; page++) {
    if (page > 0) children.push(new Paragraph({ children: [new PageBreak()] }));
    children.push(
      heading(pages > 1 ? `${sampleWords.heading} ${page + 1}` : sampleWords.heading, 1),
      body(sampleWords.paragraph),
      heading(sampleWords.subheading, 2),
      ...sampleWords.listItems.map(
        (item) =>
          new Paragraph({
            numbering: { reference: 'plants', level: 0 },
            children: [new TextRun({ text: item, size: 22 })],
          }),
      ),
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: [sampleWords.tableHeader, ...sampleWords.tableRows].map(
          (cells, rowIndex) =>
            new TableRow({
              tableHeader: rowIndex === 0,
              children: cells.map(
                (cell) =>
                  new TableCell({
                    children: [
                      new Paragraph({
                        children: [new TextRun({ text: cell, bold: rowIndex === 0 })],
                      }),
                    ],
                  }),
              ),
            }),
        ),
      }),
      new Paragraph({
        children: [
          new ImageRun({ type: 'png', data: image, transformation: { width: 240, height: 120 } }),
        ],
      }),
      body(sampleWords.closing),
    );
    if (pages > 1) {
      for (let filler = 0; filler < 6; filler++)
        children.push(body(`${sampleWords.paragraph} ${filler}`));
    }
  }
  const document = new Document({
    creator: 'Everyday Tools tests',
    numbering: {
      config: [
        {
          reference: 'plants',
          levels: [
            { level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START },
          ],
        },
      ],
    },
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}

/** Nepali with conjuncts (क्ष, त्रि, श्री) and a danda, beside Latin text. */
export const nepaliSentence = 'काठमाडौं नेपालको राजधानी हो। क्षत्रिय श्री';

/** A .docx of one paragraph: 'Kathmandu: ' and nepaliSentence. */
export function makeNepaliDocx(): Promise<Buffer> {
  const document = new Document({
    sections: [
      { children: [new Paragraph({ children: [new TextRun(`Kathmandu: ${nepaliSentence}`)] })] },
    ],
  });
  return Packer.toBuffer(document);
}

/** The texts of makeTwoColumnDocx, in reading order. */
export const twoColumnArticle = {
  title: 'Gardens of the Valley',
  summary:
    'A summary that spans the whole width of the page, above the two columns of the article body, and says what follows.',
  paragraphs: Array.from({ length: 8 }, (_, paragraph) =>
    Array.from(
      { length: 5 },
      (_, sentence) =>
        `Paragraph ${paragraph} sentence ${sentence} tells about gardens, soil and water in the valley.`,
    ).join(' '),
  ),
};

/** A .docx with a full-width title and summary over a body set in two justified columns. */
export async function makeTwoColumnDocx(): Promise<Buffer> {
  const document = new Document({
    creator: 'Everyday Tools tests',
    sections: [
      {
        children: [
          heading(twoColumnArticle.title, 1),
          new Paragraph({ children: [new TextRun({ text: twoColumnArticle.summary, size: 22 })] }),
        ],
      },
      {
        properties: { type: SectionType.CONTINUOUS, column: { count: 2, space: 500 } },
        children: twoColumnArticle.paragraphs.map(
          (text) =>
            new Paragraph({
              alignment: AlignmentType.JUSTIFIED,
              spacing: { after: 120 },
              children: [new TextRun({ text, size: 20 })],
            }),
        ),
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** Every phrase of the sample, in the order the document has them. */
export const phrasesInOrder = [
  sampleWords.heading,
  sampleWords.paragraph,
  sampleWords.subheading,
  ...sampleWords.listItems,
  ...sampleWords.tableHeader,
  ...sampleWords.tableRows.flat(),
  sampleWords.closing,
];

/** Expects every phrase in `text`, each after the one before. */
export function expectInOrder(text: string, phrases: readonly string[]) {
  const flat = text.replace(/\s+/g, ' ');
  let from = 0;
  for (const phrase of phrases) {
    const at = flat.indexOf(phrase, from);
    expect(at, `"${phrase}" after position ${from} in: ${flat}`).toBeGreaterThanOrEqual(0);
    from = at + phrase.length;
  }
}

/** Runs a command-line tool (poppler's, LibreOffice) and returns what it printed. */
export function tool(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
  return result.stdout;
}

/** A PDF's text as poppler reads it, its page count and the number of images it draws. */
export const pdfText = (path: string) => tool('pdftotext', ['-layout', path, '-']);
export const pdfPages = (path: string) =>
  Number(/^Pages:\s+(\d+)/m.exec(tool('pdfinfo', [path]))?.[1]);
/** Images drawn (their soft masks are listed too, as type `smask`). */
export const pdfImages = (path: string) =>
  tool('pdfimages', ['-list', path])
    .split('\n')
    .filter((line) => line.trim().split(/\s+/)[2] === 'image').length;
