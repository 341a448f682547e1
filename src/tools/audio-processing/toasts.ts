import type { JobToasts } from '../../components/jobs/use-job-toasts.ts';
import { useMessages } from '../../i18n/index.ts';
import { audioMessages } from './messages.ts';

/** The toasts of the audio tools (docs/product.md#messages), in the shown language. */
export function useAudioToasts() {
  const { toasts } = useMessages(audioMessages);
  return {
    processed: { title: toasts.processed },
    extracted: { title: toasts.extracted },
    /** A file could not be processed. */
    fileFailed: () => ({ title: toasts.fileFailed, description: toasts.fileFailedHint }),
    /** A video URL could not be fetched or processed. */
    urlFailed: () => ({ title: toasts.urlFailed, description: toasts.urlFailedHint }),
  } satisfies Record<string, JobToasts['success'] | JobToasts['failure']>;
}
