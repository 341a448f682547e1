import { fromToNames } from '../_converters/from-to-messages.ts';
import { areaConverter } from './units.ts';

/** The converter's unit names in every language (English from its definition). */
export const areaMessages = fromToNames(areaConverter, {
  units: {
    'sq in': 'वर्ग इन्च (sq in)',
    'sq ft': 'वर्ग फिट (sq ft)',
    'sq yd': 'वर्ग गज (sq yd)',
    acre: 'एकड',
    'sq mi': 'वर्ग माइल (sq mi)',
    hectare: 'हेक्टर (ha)',
    'sq m': 'वर्ग मिटर (sq m)',
    'sq km': 'वर्ग किलोमिटर (sq km)',
  },
  symbols: {
    acre: 'एकड',
  },
  baseUnit: 'वर्ग मिटर (sq m)',
  presets: {},
});
