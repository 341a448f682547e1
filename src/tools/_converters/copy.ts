import { toast } from '../../lib/toast/toast-store.ts';
import { copyText } from '../../lib/clipboard.ts';

/**
 * Copies text and confirms with the toast 'Copied to Clipboard'
 * (docs/product.md#converter-behaviour); says plainly when the browser refuses. Returns whether it
 * worked.
 */
export async function copyWithToast(text: string, what: string = text): Promise<boolean> {
  if (await copyText(text)) {
    toast({ title: 'Copied to Clipboard', description: `${what} copied successfully.` });
    return true;
  }
  toast({
    title: 'Could not copy',
    description: 'Your browser did not allow copying. Select the result and copy it by hand.',
    variant: 'destructive',
  });
  return false;
}
