import { designMessages, type DesignWords } from './messages.ts';

export interface NumberRule {
  /** The control's name as the visitor sees it, for the message ('Angle'). */
  label: string;
  min: number;
  max: number;
  /** Values must be whole multiples of this step, counted from min. */
  step?: number;
}

export type NumberResult = { ok: true; value: number } | { ok: false; error: string };

/**
 * Reads a number the visitor typed into a bounded control and says what is wrong if it is not, in
 * the words given (English by default).
 */
export function parseBoundedNumber(
  text: string,
  rule: NumberRule,
  words: DesignWords['number'] = designMessages.en.number,
): NumberResult {
  const { label, min, max, step } = rule;
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: words.empty(label) };
  const value = Number(trimmed);
  if (!Number.isFinite(value) || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) {
    return { ok: false, error: words.notNumber(label) };
  }
  if (value < min || value > max) {
    return { ok: false, error: words.range(label, min, max) };
  }
  if (step !== undefined) {
    const steps = (value - min) / step;
    if (Math.abs(steps - Math.round(steps)) > 1e-9) {
      return {
        ok: false,
        error:
          step === 1
            ? words.whole(label)
            : words.steps(label, step, [min, min + step, min + 2 * step]),
      };
    }
  }
  return { ok: true, value };
}
