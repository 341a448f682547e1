import { useCallback } from 'react';
import { toast } from '../../lib/toast/toast-store.ts';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { copyText } from '../../lib/clipboard.ts';

export interface CopyMessage {
  title: string;
  description: string;
}

export const COPY_FAILED: CopyMessage = {
  title: 'Copy failed',
  description: 'Your browser did not allow copying. Select the text and copy it with Ctrl+C.',
};

/**
 * Copies text, confirms it with a toast and counts the copy. `what` names the copied thing in the
 * analytics event ('css', 'hex', 'palette-css').
 */
export function useCopy(): (text: string, what: string, message: CopyMessage) => Promise<void> {
  const { trackAction } = useToolTracking();
  return useCallback(
    async (text, what, message) => {
      if (await copyText(text)) {
        toast(message);
        trackAction('copy', { copied: what });
      } else {
        toast({ ...COPY_FAILED, variant: 'destructive' });
      }
    },
    [trackAction],
  );
}
