import { fromToNames } from '../_converters/from-to-messages.ts';
import { storageConverter } from './units.ts';

/** The converter's unit names in every language (English from its definition). */
export const storageMessages = fromToNames(storageConverter, {
  units: {
    Byte: 'बाइट',
    KB: 'किलोबाइट, KB (1024 आधारित)',
    MB: 'मेगाबाइट, MB (1024 आधारित)',
    GB: 'गिगाबाइट, GB (1024 आधारित)',
    TB: 'टेराबाइट, TB (1024 आधारित)',
    PB: 'पेटाबाइट, PB (1024 आधारित)',
    kB: 'किलोबाइट, kB (1000 आधारित)',
    mB: 'मेगाबाइट, MB (1000 आधारित)',
    gB: 'गिगाबाइट, GB (1000 आधारित)',
    tB: 'टेराबाइट, TB (1000 आधारित)',
    pB: 'पेटाबाइट, PB (1000 आधारित)',
  },
  symbols: {
    Byte: 'बाइट',
    mB: 'MB (1000 आधारित)',
    gB: 'GB (1000 आधारित)',
    tB: 'TB (1000 आधारित)',
    pB: 'PB (1000 आधारित)',
  },
  baseUnit: 'बाइट',
  presets: {},
});
