import { fromToNames } from '../_converters/from-to-messages.ts';
import { distanceConverter } from './units.ts';

/** The converter's unit names in every language (English from its definition). */
export const distanceMessages = fromToNames(distanceConverter, {
  units: {
    nm: 'न्यानोमिटर (nm)',
    μm: 'माइक्रोमिटर (μm)',
    mm: 'मिलिमिटर (mm)',
    cm: 'सेन्टिमिटर (cm)',
    m: 'मिटर (m)',
    km: 'किलोमिटर (km)',
    mil: 'मिल (thou)',
    in: 'इन्च (in)',
    ft: 'फिट (ft)',
    yd: 'गज (yd)',
    mi: 'माइल (mi)',
    nmi: 'समुद्री माइल (nmi)',
  },
  symbols: {},
  baseUnit: 'मिटर (m)',
  presets: {},
});
