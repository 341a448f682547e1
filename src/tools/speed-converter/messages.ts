import { fromToNames } from '../_converters/from-to-messages.ts';
import { speedConverter } from './units.ts';

/** The converter's unit names in every language (English from its definition). */
export const speedMessages = fromToNames(speedConverter, {
  units: {
    'm/s': 'मिटर प्रतिसेकेन्ड (m/s)',
    'km/h': 'किलोमिटर प्रतिघण्टा (km/h)',
    mph: 'माइल प्रतिघण्टा (mph)',
    'ft/s': 'फुट प्रतिसेकेन्ड (ft/s)',
    knots: 'नट (kn)',
    mach: 'माख (343 m/s, 20 °C को हावामा)',
    c: 'प्रकाशको गति (c)',
  },
  symbols: {},
  baseUnit: 'मिटर प्रतिसेकेन्ड (m/s)',
  presets: {},
});
