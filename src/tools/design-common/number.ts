export interface NumberRule {
  /** The control's name as the visitor sees it, for the message ('Angle'). */
  label: string;
  min: number;
  max: number;
  /** Values must be whole multiples of this step, counted from min. */
  step?: number;
}

export type NumberResult = { ok: true; value: number } | { ok: false; error: string };

/** Reads a number the visitor typed into a bounded control and says what is wrong if it is not. */
export function parseBoundedNumber(text: string, rule: NumberRule): NumberResult {
  const { label, min, max, step } = rule;
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: `Enter a number for ${label.toLowerCase()}.` };
  const value = Number(trimmed);
  if (!Number.isFinite(value) || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) {
    return { ok: false, error: `${label} must be a number.` };
  }
  if (value < min || value > max) {
    return { ok: false, error: `${label} must be from ${min} to ${max}.` };
  }
  if (step !== undefined) {
    const steps = (value - min) / step;
    if (Math.abs(steps - Math.round(steps)) > 1e-9) {
      return {
        ok: false,
        error:
          step === 1
            ? `${label} must be a whole number.`
            : `${label} goes in steps of ${step} (for example ${min}, ${min + step}, ${min + 2 * step}).`,
      };
    }
  }
  return { ok: true, value };
}
