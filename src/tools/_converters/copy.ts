import { currentLocale } from '../../i18n/index.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { copyText } from '../../lib/clipboard.ts';
import { copyMessages } from './copy-messages.ts';

/**
 * Copies text and confirms with the toast 'Copied to Clipboard'
 * (docs/product.md#converter-behaviour), in the shown language; says plainly when the browser
 * refuses. Returns whether it worked.
 */
export async function copyWithToast(text: string, what: string = text): Promise<boolean> {
  const words = copyMessages[currentLocale()];
  if (await copyText(text)) {
    toast({ title: words.copiedTitle, description: words.copied(what) });
    return true;
  }
  toast({ title: words.refusedTitle, description: words.refused, variant: 'destructive' });
  return false;
}
