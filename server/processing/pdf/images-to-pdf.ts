import { imagesToPdfJob } from '../../../shared/jobs/types/images-to-pdf.ts';
import { readFile, writeFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { withImageErrors } from '../image/errors.ts';
import { stripJpegMetadata } from '../image/jpeg-metadata.ts';
import { openImage } from '../image/open.ts';
import { readableImage } from '../image/readable.ts';
import { defineProcessor, throwIfAborted } from '../processor.ts';

/** 96 pixels to the inch, 72 points to the inch. */
const POINTS_PER_PIXEL = 0.75;
/** PDF readers cap a page at 200 inches a side. */
const MAX_PAGE_POINTS = 14_400;
const MIN_PAGE_POINTS = 3;

/** A page the image's shape: its pixels at 96 dpi, scaled to stay within the PDF page limits. */
export function pageSize(width: number, height: number): { width: number; height: number } {
  let w = width * POINTS_PER_PIXEL;
  let h = height * POINTS_PER_PIXEL;
  const down = Math.min(1, MAX_PAGE_POINTS / Math.max(w, h));
  w *= down;
  h *= down;
  const up = Math.max(1, MIN_PAGE_POINTS / Math.min(w, h));
  return { width: Math.min(MAX_PAGE_POINTS, w * up), height: Math.min(MAX_PAGE_POINTS, h * up) };
}

/**
 * One page per image, in the order given, each page fitted to its image. An upright RGB JPEG goes
 * in as it is (no loss) less its metadata; other images are made upright and embedded as PNG
 * (with transparency) or as a high-quality JPEG, which sharp writes without metadata. Like the
 * other image tools by default, the PDF keeps no EXIF (a phone photo's place and camera).
 */
export default defineProcessor(imagesToPdfJob, async (job) => {
  const pdf = await PDFDocument.create();
  pdf.setProducer('Everyday Tools');
  pdf.setCreator('Everyday Tools');
  await withImageErrors(async () => {
    for (const [index, sent] of job.inputs.entries()) {
      throwIfAborted(job.signal);
      const input = await readableImage(sent, job, index);
      job.progress(
        (90 * index) / job.inputs.length,
        `Adding image ${index + 1} of ${job.inputs.length}`,
      );
      const metadata = await sharp(input.path, { failOn: 'warning' }).metadata();
      const upright = metadata.autoOrient;
      const asIs =
        metadata.format === 'jpeg' &&
        (metadata.orientation ?? 1) === 1 &&
        metadata.space === 'srgb';
      let embedded;
      if (asIs) {
        // Decoding once proves the data is whole before it goes in unchanged.
        await sharp(input.path, {
          failOn: 'warning',
          limitInputPixels: job.settings.budgets?.imagePixels ?? true,
        }).stats();
        embedded = await pdf.embedJpg(stripJpegMetadata(await readFile(input.path)));
      } else if (metadata.hasAlpha) {
        embedded = await pdf.embedPng(
          await openImage(input.path, job.settings.budgets?.imagePixels).png().toBuffer(),
        );
      } else {
        embedded = await pdf.embedJpg(
          await openImage(input.path, job.settings.budgets?.imagePixels)
            .jpeg({ quality: 92 })
            .toBuffer(),
        );
      }
      const size = pageSize(upright.width, upright.height);
      const page = pdf.addPage([size.width, size.height]);
      page.drawImage(embedded, { x: 0, y: 0, width: size.width, height: size.height });
    }
  });
  job.progress(92, 'Saving the PDF');
  await writeFile(job.outputPath, await pdf.save());
  job.progress(100, 'Done');
});
