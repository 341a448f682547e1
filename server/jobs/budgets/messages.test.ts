import { describe, expect, it } from 'vitest';
import { defaultBudgets, resolveBudgets } from '../../../shared/jobs/budgets.ts';
import { imageProblem } from '../../processing/image/budget.ts';
import { imagesToGifJob } from '../../../shared/jobs/types/images-to-gif.ts';
import { mediaProblem } from '../../processing/media/budget.ts';
import { count, duration, megabytes, megapixels } from './messages.ts';
import { pdfProblem, renderedPixels } from '../../processing/pdf/budget.ts';
import { RENDER_DPI } from '../../processing/pdf/pdf-to-images.ts';

describe('budget messages', () => {
  it('formats counts, megapixels, megabytes and durations', () => {
    expect(count(1_600_000_000)).toBe('1,600,000,000');
    expect(megapixels(1_600_000_000)).toBe('1,600 megapixels');
    expect(megapixels(50_000_000)).toBe('50 megapixels');
    expect(megapixels(8_847_360)).toBe('8.8 megapixels');
    expect(megapixels(1)).toBe('0.1 megapixels');
    expect(megabytes(1024 * 1024 * 1024)).toBe('1,024 MB');
    expect(megabytes(200 * 1024 * 1024)).toBe('200 MB');
    expect(duration(1)).toBe('1 second');
    expect(duration(3.04)).toBe('3 seconds');
    expect(duration(2.5)).toBe('2.5 seconds');
    expect(duration(600)).toBe('10 minutes');
    expect(duration(7200)).toBe('2 hours');
    expect(duration(7500)).toBe('2 hours 5 minutes');
  });

  it('names the image and the limit', () => {
    expect(
      imageProblem('bomb.png', { width: 40_000, height: 40_000, frames: 1 }, defaultBudgets),
    ).toBe('"bomb.png" is 40,000 × 40,000 pixels (1,600 megapixels); the limit is 50 megapixels.');
    expect(imageProblem('a.webp', { width: 2000, height: 2000, frames: 100 }, defaultBudgets)).toBe(
      '"a.webp" is 2,000 × 2,000 pixels in 100 frames (400 megapixels in all); the limit is 50 megapixels.',
    );
    expect(imageProblem('a.webp', { width: 10, height: 10, frames: 5000 }, defaultBudgets)).toBe(
      '"a.webp" has 5,000 frames; the limit is 500 frames.',
    );
    expect(
      imageProblem('ok.jpg', { width: 8064, height: 6048, frames: 1 }, defaultBudgets),
    ).toBeUndefined();
    const frames = (count: number) =>
      imagesToGifJob.intake?.(
        [{ name: 'a.gif', field: 'images', size: 1, frames: count }],
        imagesToGifJob.parameters.parse({}),
        defaultBudgets,
      )?.message;
    expect(frames(501)).toMatch(/501 frames; the limit is 500 frames/);
    expect(frames(500)).toBeUndefined();
  });

  it('judges a PDF by pages, page size at 150 dpi and embedded images', () => {
    expect(RENDER_DPI).toBe(150);
    expect(renderedPixels({ width: 595, height: 842 })).toEqual({ width: 1240, height: 1755 });
    const base = { pages: 3, largestPage: undefined, largestImage: undefined };
    expect(pdfProblem({ ...base, pages: 5000 }, defaultBudgets)).toBe(
      'This PDF has 5,000 pages; the limit is 200 pages.',
    );
    expect(
      pdfProblem(
        { ...base, largestPage: { number: 2, width: 14_400, height: 14_400 } },
        defaultBudgets,
      ),
    ).toBe(
      'Page 2 of this PDF is 14,400 × 14,400 points: 30,000 × 30,000 pixels (900 megapixels) at 150 dpi; the limit is 100 megapixels a page.',
    );
    expect(
      pdfProblem({ ...base, largestImage: { width: 100_000, height: 100_000 } }, defaultBudgets),
    ).toBe(
      'This PDF holds an image of 100,000 × 100,000 pixels (10,000 megapixels); the limit is 50 megapixels.',
    );
    expect(
      pdfProblem(
        {
          pages: 200,
          largestPage: { number: 1, width: 2384, height: 3370 },
          largestImage: { width: 4960, height: 7016 },
        },
        defaultBudgets,
      ),
    ).toBeUndefined();
    // A type's budgets apply only as its registry entry names them.
    expect(
      pdfProblem({ ...base, pages: 5000 }, resolveBudgets(['pdfImagePixels'], defaultBudgets)),
    ).toBeUndefined();
  });

  it('judges media by duration and frame size', () => {
    const budgets = { ...defaultBudgets, mediaSeconds: 1 };
    expect(mediaProblem('clip.mp4', { durationSeconds: 3, video: null }, budgets)).toBe(
      '"clip.mp4" lasts 3 seconds; the limit is 1 second.',
    );
    const video = { index: 0, codec: 'h264', width: 7680, height: 4320, frameRate: 30 };
    expect(mediaProblem('8k.mp4', { durationSeconds: 1, video }, defaultBudgets)).toBe(
      '"8k.mp4" is 7,680 × 4,320 pixels (33 megapixels); the limit is 8.8 megapixels.',
    );
  });
});

describe('resolveBudgets', () => {
  it('takes named budgets at the settings and per-type values capped by them', () => {
    expect(resolveBudgets(['pdfPages'], defaultBudgets)).toEqual({ pdfPages: 200 });
    expect(resolveBudgets({ pdfPages: 50, zipRatio: true }, defaultBudgets)).toEqual({
      pdfPages: 50,
      zipRatio: 100,
    });
    expect(resolveBudgets({ pdfPages: 500 }, { ...defaultBudgets, pdfPages: 20 })).toEqual({
      pdfPages: 20,
    });
  });
});
