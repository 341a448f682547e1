import { jobTypes, type JobType } from '../../src/shared/jobs/registry.ts';
import type { Processor } from './processor.ts';

/**
 * Every job type's processor, by type. The map's type names every registered type, so a type
 * without a processor (or a processor registered under another type) fails the type check. The
 * imports are lazy: a worker loads only the processors of the jobs it runs, and the production
 * bundle makes each processor a chunk of its own.
 */
const processorModules: { [T in JobType]: () => Promise<{ default: Processor<T> }> } = {
  'add-audio': () => import('./processors/add-audio.ts'),
  'compress-pdf': () => import('./processors/compress-pdf.ts'),
  'convert-image': () => import('./processors/convert-image.ts'),
  'compress-image': () => import('./processors/compress-image.ts'),
  'crop-image': () => import('./processors/crop-image.ts'),
  'download-video': () => import('./processors/download-video.ts'),
  'extract-audio': () => import('./processors/extract-audio.ts'),
  'extract-audio-url': () => import('./processors/extract-audio-url.ts'),
  'images-to-gif': () => import('./processors/images-to-gif.ts'),
  'images-to-pdf': () => import('./processors/images-to-pdf.ts'),
  'merge-pdf': () => import('./processors/merge-pdf.ts'),
  'pdf-to-images': () => import('./processors/pdf-to-images.ts'),
  'pdf-to-word': () => import('./processors/pdf-to-word.ts'),
  'remove-audio': () => import('./processors/remove-audio.ts'),
  'remove-audio-url': () => import('./processors/remove-audio-url.ts'),
  'remove-bg': () => import('./processors/remove-bg.ts'),
  'resize-image': () => import('./processors/resize-image.ts'),
  'shape-transform': () => import('./processors/shape-transform.ts'),
  'split-pdf': () => import('./processors/split-pdf.ts'),
  'trim-audio': () => import('./processors/trim-audio.ts'),
  'video-to-gif': () => import('./processors/video-to-gif.ts'),
  'word-to-pdf': () => import('./processors/word-to-pdf.ts'),
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
