import {
  DEFAULT_RETENTION_SECONDS,
  fillRetention,
  RETENTION_TOKEN,
} from '../../shared/retention.ts';
import { durationLabel, nepaliDurationLabel } from '../../shared/duration.ts';
import { useLocaleValue } from '../i18n/use-messages.ts';
import { readPageSetting } from '../../shared/page-setting.ts';

/** How long this server keeps files, as its page says (the default where no server wrote it). */
export function retentionSeconds(): number {
  const value = Number(readPageSetting('retentionSeconds'));
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_RETENTION_SECONDS;
}

/** A text whose `{retention}` says this server's retention period. */
export function withRetention(text: string): string {
  return fillRetention(text, retentionSeconds());
}

/** The retention period in words in the shown language, for texts such as "deleted within 1 hour". */
export function RetentionPeriod() {
  return <>{useRetentionLabel()}</>;
}

/** The retention period in words in the shown language (for a message's `{{period}}`). */
export function useRetentionLabel(): string {
  const locale = useLocaleValue();
  const seconds = retentionSeconds();
  return locale === 'ne' ? nepaliDurationLabel(seconds) : durationLabel(seconds);
}

/** Fills a text's `{retention}` with the retention period in the shown language. */
export function useFillRetention(): (text: string) => string {
  const period = useRetentionLabel();
  return (text) => text.replaceAll(RETENTION_TOKEN, period);
}
