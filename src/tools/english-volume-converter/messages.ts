import { fromToNames } from '../_converters/from-to-messages.ts';
import { volumeConverter } from './units.ts';

/** The converter's unit names in every language (English from its definition). */
export const volumeMessages = fromToNames(volumeConverter, {
  units: {
    ml: 'मिलिलिटर (ml)',
    L: 'लिटर (L)',
    tsp: 'US चियाचम्चा (tsp)',
    tbsp: 'US खानेचम्चा (tbsp)',
    fl_oz: 'US फ्लुइड आउन्स (fl oz)',
    cup: 'US कप',
    pt: 'US पाइन्ट (pt)',
    qt: 'US क्वार्ट (qt)',
    gal: 'US ग्यालन (gal)',
    gal_uk: 'UK ग्यालन (gal)',
    fl_oz_uk: 'UK फ्लुइड आउन्स (fl oz)',
    pt_uk: 'UK पाइन्ट (pt)',
    qt_uk: 'UK क्वार्ट (qt)',
  },
  symbols: {
    cup: 'US कप',
  },
  baseUnit: 'मिलिलिटर (ml)',
  presets: {},
});
