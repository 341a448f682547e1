import { useCallback } from 'react';
import { toast } from '../../lib/toast/toast-store.ts';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { copyText } from '../../lib/clipboard.ts';

/**
 * Copies text to the clipboard, says so in a toast and counts the copy. The clipboard can refuse
 * (an insecure page, a denied permission): the visitor is told to copy by hand.
 */
export function useCopy(): (text: string, what?: string) => Promise<boolean> {
  const { trackAction } = useToolTracking();
  return useCallback(
    async (text: string, what = 'The result') => {
      if (await copyText(text)) {
        toast({ title: 'Copied to clipboard!', description: `${what} is on your clipboard.` });
        trackAction('copy');
        return true;
      }
      toast({
        title: 'Copy failed',
        description: 'Your browser did not allow copying. Select the text and copy it by hand.',
        variant: 'destructive',
      });
      return false;
    },
    [trackAction],
  );
}
