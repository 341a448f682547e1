import { toast } from '../../app/toast/toast-store.ts';

/**
 * Copies text and confirms with the spec's toast 'Copied to Clipboard'; says plainly when the
 * browser refuses. Returns whether it worked.
 */
export async function copyWithToast(text: string, what: string = text): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('No clipboard');
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied to Clipboard', description: `${what} copied successfully.` });
    return true;
  } catch {
    toast({
      title: 'Could not copy',
      description: 'Your browser did not allow copying. Select the result and copy it by hand.',
      variant: 'destructive',
    });
    return false;
  }
}
