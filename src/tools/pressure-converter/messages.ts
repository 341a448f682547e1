import { fromToNames } from '../_converters/from-to-messages.ts';
import { pressureConverter } from './units.ts';

/** The converter's unit names in every language (English from its definition). */
export const pressureMessages = fromToNames(pressureConverter, {
  units: {
    Pa: 'पास्कल (Pa)',
    kPa: 'किलोपास्कल (kPa)',
    MPa: 'मेगापास्कल (MPa)',
    bar: 'बार',
    mbar: 'मिलिबार (mbar)',
    psi: 'पाउन्ड प्रतिवर्ग इन्च (psi)',
    atm: 'मानक वायुमण्डल (atm)',
    mmHg: 'पाराको मिलिमिटर (mmHg)',
    inHg: 'पाराको इन्च (inHg)',
    Torr: 'टोर',
  },
  symbols: {},
  baseUnit: 'पास्कल (Pa)',
  presets: {},
});
