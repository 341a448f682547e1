/**
 * A visually hidden polite live region. Give it a short sentence that changes only when a result
 * is produced, so screen readers hear each result once instead of every keystroke.
 */
export function PoliteStatus({ message }: { message: string }) {
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
