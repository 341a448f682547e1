import { fromToNames } from '../_converters/from-to-messages.ts';
import { powerConverter } from './units.ts';

/** The converter's unit names in every language (English from its definition). */
export const powerMessages = fromToNames(powerConverter, {
  units: {
    W: 'वाट (W)',
    kW: 'किलोवाट (kW)',
    MW: 'मेगावाट (MW)',
    GW: 'गिगावाट (GW)',
    hp: 'अश्वशक्ति, यान्त्रिक (hp)',
    hp_metric: 'अश्वशक्ति, मेट्रिक (PS)',
    BTU_hr: 'BTU प्रतिघण्टा (BTU/h)',
    cal_s: 'क्यालोरी प्रतिसेकेन्ड (cal/s)',
    kcal_s: 'किलोक्यालोरी प्रतिसेकेन्ड (kcal/s)',
    ft_lbf_s: 'फुट-पाउन्ड प्रतिसेकेन्ड (ft·lbf/s)',
  },
  symbols: {},
  baseUnit: 'वाट (W)',
  presets: {},
});
