import { toast, type ToastInput } from '../../lib/toast/toast-store.ts';
import type { Category, Tool } from '../../../shared/catalogue/index.ts';
import { trackToolConversionEvent } from '../../lib/analytics.ts';
import type { JobRunnerState } from '../../lib/jobs/job-runner.ts';
import { shownJobMessage } from '../../lib/jobs/messages.ts';
import { useJobOutcome } from '../../lib/jobs/use-job-runner.ts';

export interface JobToasts {
  /** The success toast (docs/product.md#messages). */
  success: ToastInput;
  /** The failure toast: the fixed text where there is one, else what went wrong and what to try. */
  failure: (error: { code: string; message: string }) => ToastInput;
}

/**
 * The toasts and the conversion event of a job screen. Jobs are counted by the server when they
 * are created, so nothing here reports to `usage.track` (that would count each use twice).
 */
export function useJobToasts(
  state: JobRunnerState,
  toasts: JobToasts,
  context: { tool: Tool; category: Category; files: number },
): void {
  useJobOutcome(state, (ended) => {
    if (ended.phase === 'completed') {
      toast(toasts.success);
      trackToolConversionEvent({
        toolSlug: context.tool.slug,
        categorySlug: context.category.slug,
        processingTimeMs: ended.startedAt ? Date.now() - ended.startedAt : undefined,
        filesProcessed: context.files,
      });
    } else if (ended.phase === 'failed') {
      const error = ended.error ?? { code: 'failed', message: '' };
      toast({
        variant: 'destructive',
        // The runner's own texts in the shown language; a server's message as it came.
        ...toasts.failure({ ...error, message: shownJobMessage(error.message) }),
      });
    }
  });
}
