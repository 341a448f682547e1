import type { CombinedField } from '../_converters/multi-field/multi-field.ts';
import { formShape, LAND_FORMS, readLandForm, writeLandForm } from './land-forms.ts';
import { landMessages } from './messages.ts';
import { landConverter } from './units.ts';

type FormWords = (typeof landMessages)['ne']['forms'];

/** The R-A-P-D and B-K-D fields of the land converter in a language (square feet are its base). */
export function landFormFieldsIn(words: FormWords): readonly CombinedField[] {
  return LAND_FORMS.map((form) => ({
    id: form.id,
    label: `${words[form.id]} (${form.id === 'rapd' ? 'R-A-P-D' : 'B-K-D'})`,
    hint: words.example(form.example),
    read: (text: string) => {
      const reading = readLandForm(form, text);
      if (reading.ok) return { ok: true as const, base: reading.sqFt };
      return {
        ok: false as const,
        message: words.problem(form.units.length, words[form.id], form.example, formShape(form)),
      };
    },
    write: (sqFt: number) => writeLandForm(form, sqFt),
  }));
}

/** The R-A-P-D and B-K-D fields in English. */
export const landFormFields = landFormFieldsIn(landMessages.en.forms);

/** The land converter with its written-form fields. */
export const landConverterWithForms = { ...landConverter, combined: landFormFields };
