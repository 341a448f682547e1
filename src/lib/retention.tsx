import { DEFAULT_RETENTION_SECONDS, fillRetention } from '../shared/retention.ts';
import { durationLabel } from '../shared/duration.ts';

/** The meta tag the server writes into every page with its RETENTION_SECONDS setting. */
export const RETENTION_META = 'file-retention-seconds';

/** How long this server keeps files, as its page says (the default where no server wrote it). */
export function retentionSeconds(): number {
  if (typeof document === 'undefined') return DEFAULT_RETENTION_SECONDS;
  const value = Number(
    document.head.querySelector(`meta[name="${RETENTION_META}"]`)?.getAttribute('content'),
  );
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_RETENTION_SECONDS;
}

/** A text whose `{retention}` says this server's retention period. */
export function withRetention(text: string): string {
  return fillRetention(text, retentionSeconds());
}

/** The retention period in words, for texts such as "deleted within 1 hour". */
export function RetentionPeriod() {
  return <>{durationLabel(retentionSeconds())}</>;
}
