import { durationLabel } from './duration.ts';

/** How long files are kept when RETENTION_SECONDS is not set (docs/product.md#retention). */
export const DEFAULT_RETENTION_SECONDS = 3600;

/** Where a text names how long files are kept; filled from the server's setting. */
export const RETENTION_TOKEN = '{retention}';

/** A text with the retention period said in words: "deleted within {retention}" → "… 1 hour". */
export function fillRetention(text: string, seconds: number): string {
  return text.replaceAll(RETENTION_TOKEN, durationLabel(seconds));
}
