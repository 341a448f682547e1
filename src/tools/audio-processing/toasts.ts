import type { JobToasts } from '../../components/jobs/use-job-toasts.ts';

/** The spec's toasts of the audio tools (01 section 8), word for word. */
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
