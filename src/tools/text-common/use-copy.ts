import { useCallback } from 'react';
import { toast } from '../../lib/toast/toast-store.ts';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { copyText } from '../../lib/clipboard.ts';
import { useMessages } from '../../i18n/index.ts';
import { copyButtonMessages } from './copy-messages.ts';

/**
 * Copies text to the clipboard, says so in a toast and counts the copy. The clipboard can refuse
 * (an insecure page, a denied permission): the visitor is told to copy by hand.
 */
export function useCopy(): (text: string, what?: string) => Promise<boolean> {
  const { trackAction } = useToolTracking();
  const words = useMessages(copyButtonMessages);
  return useCallback(
    async (text: string, what = words.defaultWhat) => {
      if (await copyText(text)) {
        toast({ title: words.copiedTitle, description: words.copied(what) });
        trackAction('copy');
        return true;
      }
      toast({ title: words.failedTitle, description: words.failed, variant: 'destructive' });
      return false;
    },
    [trackAction, words],
  );
}
