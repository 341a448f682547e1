import type { JobType } from '../../shared/jobs/job-types.ts';
import { addAudioJob } from '../../shared/jobs/types/add-audio.ts';
import { compressImageJob } from '../../shared/jobs/types/compress-image.ts';
import { compressPdfJob } from '../../shared/jobs/types/compress-pdf.ts';
import { convertImageJob } from '../../shared/jobs/types/convert-image.ts';
import { cropImageJob } from '../../shared/jobs/types/crop-image.ts';
import { downloadVideoJob } from '../../shared/jobs/types/download-video.ts';
import { extractAudioJob } from '../../shared/jobs/types/extract-audio.ts';
import { extractAudioUrlJob } from '../../shared/jobs/types/extract-audio-url.ts';
import { imagesToGifJob } from '../../shared/jobs/types/images-to-gif.ts';
import { imagesToPdfJob } from '../../shared/jobs/types/images-to-pdf.ts';
import { mergePdfJob } from '../../shared/jobs/types/merge-pdf.ts';
import { pdfToImagesJob } from '../../shared/jobs/types/pdf-to-images.ts';
import { pdfToWordJob } from '../../shared/jobs/types/pdf-to-word.ts';
import { removeAudioJob } from '../../shared/jobs/types/remove-audio.ts';
import { removeAudioUrlJob } from '../../shared/jobs/types/remove-audio-url.ts';
import { removeBgJob } from '../../shared/jobs/types/remove-bg.ts';
import { resizeImageJob } from '../../shared/jobs/types/resize-image.ts';
import { shapeTransformJob } from '../../shared/jobs/types/shape-transform.ts';
import { splitPdfJob } from '../../shared/jobs/types/split-pdf.ts';
import { trimAudioJob } from '../../shared/jobs/types/trim-audio.ts';
import { videoToGifJob } from '../../shared/jobs/types/video-to-gif.ts';
import { wordToPdfJob } from '../../shared/jobs/types/word-to-pdf.ts';
import { rotatePdfJob } from '../../shared/jobs/types/rotate-pdf.ts';
import { organizePdfJob } from '../../shared/jobs/types/organize-pdf.ts';
import { numberPdfPagesJob } from '../../shared/jobs/types/number-pdf-pages.ts';
import { watermarkPdfJob } from '../../shared/jobs/types/watermark-pdf.ts';
import { ocrPdfJob } from '../../shared/jobs/types/ocr-pdf.ts';
import { pdfToPdfaJob } from '../../shared/jobs/types/pdf-to-pdfa.ts';
import { protectPdfJob } from '../../shared/jobs/types/protect-pdf.ts';
import { unlockPdfJob } from '../../shared/jobs/types/unlock-pdf.ts';
import type { Processor } from './processor.ts';
import { rotateImageJob } from '../../shared/jobs/types/rotate-image.ts';
import { watermarkImageJob } from '../../shared/jobs/types/watermark-image.ts';
import { compressVideoJob } from '../../shared/jobs/types/compress-video.ts';
import { convertAudioJob } from '../../shared/jobs/types/convert-audio.ts';
import { convertVideoJob } from '../../shared/jobs/types/convert-video.ts';
import { normalizeAudioJob } from '../../shared/jobs/types/normalize-audio.ts';

/**
 * Every job type's processor, `<medium>/<type>.ts` as its module says, keyed by the module. The
 * map's type names every type, so a type without a processor (or a processor of another type)
 * fails the type check. The imports are lazy: a worker loads only the processors of the jobs it
 * runs, and the production bundle makes each processor a chunk of its own.
 */
const processorModules: { [T in JobType]: () => Promise<{ default: Processor<T> }> } = {
  [addAudioJob.type]: () => import('./media/add-audio.ts'),
  [compressImageJob.type]: () => import('./image/compress-image.ts'),
  [compressPdfJob.type]: () => import('./pdf/compress-pdf.ts'),
  [convertImageJob.type]: () => import('./image/convert-image.ts'),
  [cropImageJob.type]: () => import('./image/crop-image.ts'),
  [downloadVideoJob.type]: () => import('./web/download-video.ts'),
  [extractAudioJob.type]: () => import('./media/extract-audio.ts'),
  [extractAudioUrlJob.type]: () => import('./web/extract-audio-url.ts'),
  [imagesToGifJob.type]: () => import('./image/images-to-gif.ts'),
  [imagesToPdfJob.type]: () => import('./pdf/images-to-pdf.ts'),
  [mergePdfJob.type]: () => import('./pdf/merge-pdf.ts'),
  [pdfToImagesJob.type]: () => import('./pdf/pdf-to-images.ts'),
  [pdfToWordJob.type]: () => import('./office/pdf-to-word.ts'),
  [removeAudioJob.type]: () => import('./media/remove-audio.ts'),
  [removeAudioUrlJob.type]: () => import('./web/remove-audio-url.ts'),
  [removeBgJob.type]: () => import('./image/remove-bg.ts'),
  [resizeImageJob.type]: () => import('./image/resize-image.ts'),
  [shapeTransformJob.type]: () => import('./image/shape-transform.ts'),
  [splitPdfJob.type]: () => import('./pdf/split-pdf.ts'),
  [trimAudioJob.type]: () => import('./media/trim-audio.ts'),
  [videoToGifJob.type]: () => import('./media/video-to-gif.ts'),
  [wordToPdfJob.type]: () => import('./office/word-to-pdf.ts'),
  [rotatePdfJob.type]: () => import('./pdf/rotate-pdf.ts'),
  [organizePdfJob.type]: () => import('./pdf/organize-pdf.ts'),
  [numberPdfPagesJob.type]: () => import('./pdf/number-pdf-pages.ts'),
  [watermarkPdfJob.type]: () => import('./pdf/watermark-pdf.ts'),
  [ocrPdfJob.type]: () => import('./pdf/ocr-pdf.ts'),
  [protectPdfJob.type]: () => import('./pdf/protect-pdf.ts'),
  [unlockPdfJob.type]: () => import('./pdf/unlock-pdf.ts'),
  [pdfToPdfaJob.type]: () => import('./pdf/pdf-to-pdfa.ts'),
  [rotateImageJob.type]: () => import('./image/rotate-image.ts'),
  [watermarkImageJob.type]: () => import('./image/watermark-image.ts'),
  [compressVideoJob.type]: () => import('./media/compress-video.ts'),
  [convertAudioJob.type]: () => import('./media/convert-audio.ts'),
  [convertVideoJob.type]: () => import('./media/convert-video.ts'),
  [normalizeAudioJob.type]: () => import('./media/normalize-audio.ts'),
};

const loaded = new Map<JobType, Promise<Processor<JobType>>>();

/** Imports a type's processor once per worker (process or thread). */
export function loadProcessor(type: JobType): Promise<Processor<JobType>> {
  let processor = loaded.get(type);
  if (!processor) {
    processor = processorModules[type]().then((module) => module.default as Processor<JobType>);
    loaded.set(type, processor);
  }
  return processor;
}
