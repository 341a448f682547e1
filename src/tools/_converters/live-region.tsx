import { useSettled } from './use-settled.ts';

/**
 * Reads a result out to screen readers once it has settled, politely, so typing a number is not
 * read out digit by digit.
 */
export function LiveResult({ message }: { message: string }) {
  const settled = useSettled(message, 900);
  return (
    <p className="sr-only" role="status" aria-live="polite" aria-atomic="true">
      {settled}
    </p>
  );
}
