import { fromToNames } from '../_converters/from-to-messages.ts';
import { energyConverter } from './units.ts';

/** The converter's unit names in every language (English from its definition). */
export const energyMessages = fromToNames(energyConverter, {
  units: {
    J: 'जुल (J)',
    kJ: 'किलोजुल (kJ)',
    MJ: 'मेगाजुल (MJ)',
    cal: 'क्यालोरी (cal)',
    kcal: 'किलोक्यालोरी (kcal)',
    Wh: 'वाट-घण्टा (Wh)',
    kWh: 'किलोवाट-घण्टा (kWh)',
    BTU: 'ब्रिटिस थर्मल युनिट (BTU)',
    eV: 'इलेक्ट्रोनभोल्ट (eV)',
    keV: 'किलोइलेक्ट्रोनभोल्ट (keV)',
    MeV: 'मेगाइलेक्ट्रोनभोल्ट (MeV)',
    'ft·lbf': 'फुट-पाउन्ड (ft·lbf)',
  },
  symbols: {},
  baseUnit: 'जुल (J)',
  presets: {},
});
