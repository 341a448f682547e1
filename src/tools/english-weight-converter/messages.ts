import { fromToNames } from '../_converters/from-to-messages.ts';
import { weightConverter } from './units.ts';

/** The converter's unit names in every language (English from its definition). */
export const weightMessages = fromToNames(weightConverter, {
  units: {
    mg: 'मिलिग्राम (mg)',
    g: 'ग्राम (g)',
    kg: 'किलोग्राम (kg)',
    oz: 'आउन्स (oz)',
    lb: 'पाउन्ड (lb)',
    stone: 'स्टोन (st)',
    ton: 'मेट्रिक टन (t)',
    ton_us: 'US टन (सर्ट टन)',
    ton_uk: 'UK टन (लङ टन)',
  },
  symbols: {
    ton_us: 'US टन',
    ton_uk: 'UK टन',
  },
  baseUnit: 'ग्राम (g)',
  presets: {},
});
