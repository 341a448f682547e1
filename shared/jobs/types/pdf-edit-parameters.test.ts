import { describe, expect, it } from 'vitest';
import { numberPdfPagesJob } from './number-pdf-pages.ts';
import { organizePdfJob } from './organize-pdf.ts';
import { rotatePdfJob } from './rotate-pdf.ts';
import { watermarkPdfJob } from './watermark-pdf.ts';

const problem = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('the parameters of rotate, organize, number and watermark', () => {
  it('fills the defaults', () => {
    expect(rotatePdfJob.parameters.parse({})).toEqual({ angle: 90 });
    expect(numberPdfPagesJob.parameters.parse({})).toEqual({
      position: 'bottom-center',
      start: 1,
      format: '{n}',
      fontSize: 11,
      digits: 'latin',
    });
    expect(watermarkPdfJob.parameters.parse({ text: ' Draft ' })).toEqual({
      text: 'Draft',
      opacity: 0.3,
      angle: 45,
      fontSize: 48,
    });
  });

  it('refuses what the types cannot do, saying why', () => {
    expect(problem(rotatePdfJob.parameters.safeParse({ angle: 45 }))).toBe(
      'The angle must be 90, 180 or 270 degrees',
    );
    expect(problem(rotatePdfJob.parameters.safeParse({ pages: '3-1' }))).toBe(
      '"3-1" ends before it starts',
    );
    expect(problem(organizePdfJob.parameters.safeParse({ pages: '' }))).toBe(
      'Enter the pages in their new order, like 3,1,2',
    );
    expect(problem(organizePdfJob.parameters.safeParse({}))).toBeDefined();
    expect(problem(numberPdfPagesJob.parameters.safeParse({ format: 'Page' }))).toBe(
      'The format must hold {n}, the page number',
    );
    expect(problem(numberPdfPagesJob.parameters.safeParse({ position: 'middle' }))).toBeDefined();
    expect(problem(watermarkPdfJob.parameters.safeParse({ text: '' }))).toBe(
      'Enter the watermark text',
    );
    expect(problem(watermarkPdfJob.parameters.safeParse({ text: 'x'.repeat(101) }))).toBe(
      'The watermark text may be at most 100 characters long',
    );
    expect(problem(watermarkPdfJob.parameters.safeParse({ text: '秘密' }))).toBe(
      'Use Latin or Devanagari letters, digits and punctuation only',
    );
    expect(problem(watermarkPdfJob.parameters.safeParse({ text: 'a', opacity: 0 }))).toBe(
      'The opacity must be at least 0.05',
    );
  });

  it('takes Devanagari text and numbers', () => {
    expect(watermarkPdfJob.parameters.parse({ text: 'गोप्य — Draft' }).text).toBe('गोप्य — Draft');
    expect(
      numberPdfPagesJob.parameters.parse({ format: 'पृष्ठ {n} / {total}', digits: 'devanagari' })
        .format,
    ).toBe('पृष्ठ {n} / {total}');
  });
});
