import type { CombinedField } from '../_converters/multi-field/multi-field.ts';
import { LAND_FORMS, readLandForm, writeLandForm } from './land-forms.ts';
import { landConverter } from './units.ts';

/** The R-A-P-D and B-K-D fields of the land converter (square feet are its base unit). */
export const landFormFields: readonly CombinedField[] = LAND_FORMS.map((form) => ({
  id: form.id,
  label: `${form.label} (${form.id === 'rapd' ? 'R-A-P-D' : 'B-K-D'})`,
  hint: `For example ${form.example}`,
  read: (text: string) => {
    const reading = readLandForm(form, text);
    return reading.ok ? { ok: true as const, base: reading.sqFt } : reading;
  },
  write: (sqFt: number) => writeLandForm(form, sqFt),
}));

/** The land converter with its written-form fields. */
export const landConverterWithForms = { ...landConverter, combined: landFormFields };
