import { jobTypes, type JobType } from '../../shared/jobs/job-types.ts';
import type { Processor } from './processor.ts';

/**
 * Every job type's processor, by type. The map's type names every registered type, so a type
 * without a processor (or a processor registered under another type) fails the type check. The
 * imports are lazy: a worker loads only the processors of the jobs it runs, and the production
 * bundle makes each processor a chunk of its own.
 */
const processorModules: { [T in JobType]: () => Promise<{ default: Processor<T> }> } = {
  'add-audio': () => import('./media/add-audio.ts'),
  'compress-pdf': () => import('./pdf/compress-pdf.ts'),
  'convert-image': () => import('./image/convert-image.ts'),
  'compress-image': () => import('./image/compress-image.ts'),
  'crop-image': () => import('./image/crop-image.ts'),
  'download-video': () => import('./web/download-video.ts'),
  'extract-audio': () => import('./media/extract-audio.ts'),
  'extract-audio-url': () => import('./web/extract-audio-url.ts'),
  'images-to-gif': () => import('./image/images-to-gif.ts'),
  'images-to-pdf': () => import('./pdf/images-to-pdf.ts'),
  'merge-pdf': () => import('./pdf/merge-pdf.ts'),
  'pdf-to-images': () => import('./pdf/pdf-to-images.ts'),
  'pdf-to-word': () => import('./office/pdf-to-word.ts'),
  'remove-audio': () => import('./media/remove-audio.ts'),
  'remove-audio-url': () => import('./web/remove-audio-url.ts'),
  'remove-bg': () => import('./image/remove-bg.ts'),
  'resize-image': () => import('./image/resize-image.ts'),
  'shape-transform': () => import('./image/shape-transform.ts'),
  'split-pdf': () => import('./pdf/split-pdf.ts'),
  'trim-audio': () => import('./media/trim-audio.ts'),
  'video-to-gif': () => import('./media/video-to-gif.ts'),
  'word-to-pdf': () => import('./office/word-to-pdf.ts'),
};

/** The job types this server can run: all of them (whether their programs exist is checked apart). */
export function availableJobTypes(): JobType[] {
  return [...jobTypes];
}

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
