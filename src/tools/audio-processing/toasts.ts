import type { JobToasts } from '../../components/jobs/use-job-toasts.ts';

/** The toasts of the audio tools (docs/product.md#messages), word for word. */
export const audioToasts = {
  processed: { title: 'Audio processed successfully!' },
  extracted: { title: 'Audio extracted successfully!' },
  /** A file could not be processed. */
  fileFailed: () => ({
    title: 'Processing failed',
    description: 'Please try again with a different file.',
  }),
  /** A video URL could not be fetched or processed. */
  urlFailed: () => ({
    title: 'Extraction failed',
    description: 'Please check the video URL and try again.',
  }),
} satisfies Record<string, JobToasts['success'] | JobToasts['failure']>;
