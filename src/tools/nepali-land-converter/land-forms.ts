import { toAsciiDigits } from '../../../shared/number-text.ts';
import { landMessages } from './messages.ts';
import { landConverter } from './units.ts';

/**
 * The combined forms in which land is written in Nepal: ropani-aana-paisa-daam (hill, R-A-P-D,
 * '2-5-3-1') and bigha-kattha-dhur (Terai, B-K-D, '1-2-10'). The factors are the converter's own.
 */
function factor(id: string): number {
  const unit = landConverter.units.find((u) => u.id === id);
  if (!unit) throw new Error(`No land unit ${id}`);
  return unit.factor;
}

export interface LandForm {
  id: 'rapd' | 'bkd';
  label: string;
  /** The units of the parts, largest first. */
  units: readonly string[];
  /** Each unit in square feet, in the order of `units`. */
  sqFt: readonly number[];
  example: string;
}

export const RAPD: LandForm = {
  id: 'rapd',
  label: landMessages.en.forms.rapd,
  units: ['Ropani', 'Aana', 'Paisa', 'Daam'],
  sqFt: ['ropani', 'aana', 'paisa', 'daam'].map(factor),
  example: '2-5-3-1',
};

export const BKD: LandForm = {
  id: 'bkd',
  label: landMessages.en.forms.bkd,
  units: ['Bigha', 'Kattha', 'Dhur'],
  sqFt: ['bigha', 'kattha', 'dhur'].map(factor),
  example: '1-2-10',
};

export const LAND_FORMS: readonly LandForm[] = [RAPD, BKD];

export type FormReading = { ok: true; sqFt: number } | { ok: false; message: string };

const PART = /^\d+(?:\.\d+)?$/;

/** The shape of a form's text, 'n-n-n-n'. */
export function formShape(form: LandForm): string {
  return form.units.map(() => 'n').join('-');
}

/** Reads '2-5-3-1' (or '२-५-३-१', spaces allowed) as an area in square feet. */
export function readLandForm(form: LandForm, text: string): FormReading {
  const parts = toAsciiDigits(text)
    .trim()
    .split(/\s*-\s*/);
  const shape = formShape(form);
  if (parts.length !== form.units.length || !parts.every((part) => PART.test(part))) {
    return {
      ok: false,
      message: landMessages.en.forms.problem(
        form.units.length,
        form.units.join('-'),
        form.example,
        shape,
      ),
    };
  }
  const sqFt = parts.reduce((sum, part, index) => sum + Number(part) * (form.sqFt[index] ?? 0), 0);
  return { ok: true, sqFt };
}

/** The last part keeps at most two decimals; the larger parts are whole numbers. */
const LAST_PART_DECIMALS = 2;

/**
 * Writes an area in square feet in a combined form, normalised: '0-17-0-0' is written '1-1-0-0'.
 * The area is first rounded to hundredths of the smallest unit, so 3.9999999 daam becomes 4.
 */
export function writeLandForm(form: LandForm, sqFt: number): string {
  const smallest = form.sqFt.at(-1) ?? 1;
  const scale = 10 ** LAST_PART_DECIMALS;
  let rest = Math.round((sqFt / smallest) * scale);
  const parts = form.sqFt.map((unitSqFt, index) => {
    const perUnit = Math.round((unitSqFt / smallest) * scale);
    if (index === form.sqFt.length - 1) return String(rest / scale);
    const count = Math.floor(rest / perUnit);
    rest -= count * perUnit;
    return String(count);
  });
  return parts.join('-');
}
