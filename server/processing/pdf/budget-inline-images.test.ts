import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { makePdfWithHugeImage, makePdfWithHugeInlineImage } from '../../../tests/support/bombs.ts';
import { makePdf } from '../../../tests/support/jobs.ts';
import { InlineImageScanner, largestInlineImage } from './budget-inline-images.ts';
import { pdfCost, pdfProblem, type PdfCost } from './budget.ts';
import { defaultBudgets } from '../../../shared/jobs/budgets.ts';

const scan = (...pieces: string[]) => {
  const scanner = new InlineImageScanner();
  for (const piece of pieces) scanner.push(Buffer.from(piece, 'latin1'));
  return scanner.largest;
};

describe('InlineImageScanner', () => {
  it('reads /W and /H, or /Width and /Height, keeping the largest image', () => {
    expect(scan('q BI /W 4 /H 3 /CS /G /BPC 8 ID \x00\xff EI Q')).toEqual({ width: 4, height: 3 });
    expect(
      scan('BI /Width 10 /Height 20 /BPC 1 ID xx EI\nBI /H 5000 /W 6000 /IM true ID yy EI'),
    ).toEqual({ width: 6000, height: 5000 });
  });

  it('finds a dictionary cut across pieces', () => {
    expect(scan('0 0 m ', 'B', 'I /W 7', '0000 /H 80000 /BPC 8', ' ID abc EI')).toEqual({
      width: 70_000,
      height: 80_000,
    });
  });

  it('takes no word holding BI for an operator, and nothing for a dictionary without ID', () => {
    expect(scan('(OBI /W 9 /H 9 ID) Tj')).toBeUndefined();
    expect(scan('BI /W 9 /H 9 then no image')).toBeUndefined();
  });
});

describe('largestInlineImage', () => {
  it('reads inline images of page content, packed or not', async () => {
    for (const raw of [false, true]) {
      const pdf = await PDFDocument.load(
        await makePdfWithHugeInlineImage(100_000, 90_000, { raw }),
      );
      expect(await largestInlineImage(pdf)).toEqual({ width: 100_000, height: 90_000 });
    }
  });

  it('finds none in an ordinary PDF, nor in one whose image is an XObject', async () => {
    expect(await largestInlineImage(await PDFDocument.load(await makePdf(2)))).toBeUndefined();
    const xobject = await PDFDocument.load(await makePdfWithHugeImage(5000, 5000));
    expect(await largestInlineImage(xobject)).toBeUndefined();
  });

  it('stops reading page content past its budget', async () => {
    const pdf = await PDFDocument.load(await makePdfWithHugeInlineImage(10, 10));
    expect(await largestInlineImage(pdf, 40)).toBe('content_too_large');
    expect(await largestInlineImage(pdf, 1000)).toEqual({ width: 10, height: 10 });
  });
});

describe('pdfCost with inline images', () => {
  it('counts an inline image as the largest image, for the image budget', async () => {
    const bytes = await makePdfWithHugeInlineImage(100_000, 100_000);
    expect(((await pdfCost(bytes)) as PdfCost).largestImage).toBeUndefined();
    const cost = (await pdfCost(bytes, { inlineImages: true })) as PdfCost;
    expect(cost.largestImage).toEqual({ width: 100_000, height: 100_000 });
    expect(pdfProblem(cost, defaultBudgets)).toBe(
      'This PDF holds an image of 100,000 × 100,000 pixels (10,000 megapixels); the limit is 50 megapixels.',
    );
  });
});
