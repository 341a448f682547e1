import { currentMessages } from '../i18n/index.ts';
import { savingMessages } from './saving-messages.ts';

/**
 * How a result's size compares with the original's, in the shown language: '75% smaller',
 * '3% larger', 'about the same size'. Call it when the text is shown.
 */
export function sizeChange(before: number, after: number): string {
  if (before <= 0) return '';
  const text = currentMessages(savingMessages);
  const percent = Math.round((100 * (before - after)) / before);
  if (percent > 0) return text.smaller(percent);
  if (percent < 0) return text.larger(-percent);
  return text.same;
}
