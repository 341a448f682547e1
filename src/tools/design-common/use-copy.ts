import { useCallback } from 'react';
import { toast } from '../../lib/toast/toast-store.ts';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { copyText } from '../../lib/clipboard.ts';
import { currentMessages } from '../../i18n/index.ts';
import { designMessages } from './messages.ts';

export interface CopyMessage {
  title: string;
  description: string;
}

/**
 * Copies text, confirms it with a toast (the caller's words, in the shown language) and counts the
 * copy; a refusal is said in the shown language. `what` names the copied thing in the
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
        toast({ ...currentMessages(designMessages).copyFailed, variant: 'destructive' });
      }
    },
    [trackAction],
  );
}
