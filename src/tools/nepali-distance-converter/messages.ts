import { converterMessages } from '../_converters/multi-field/unit-names.ts';
import { distanceConverterNepali } from './units.ts';

export const distanceMessages = converterMessages(
  distanceConverterNepali,
  'nepali-distance-converter',
  {
    names: {
      groups: {
        nepali: 'नेपाली एकाइ',
        metric: 'मेट्रिक',
        imperial: 'इम्पेरियल',
        astronomy: 'खगोलीय',
      },
      units: {
        angul: { label: 'अङ्गुल', short: 'अङ्गुल' },
        bitta: { label: 'बित्ता', short: 'बित्ता' },
        haat: { label: 'हात', short: 'हात' },
        danda: { label: 'दण्ड', short: 'दण्ड' },
        kosh: { label: 'कोस', short: 'कोस' },
        yojan: { label: 'योजन', short: 'योजन' },
        gaj: { label: 'गज', short: 'गज' },
        mm: { label: 'मिलिमिटर', short: 'mm' },
        cm: { label: 'सेन्टिमिटर', short: 'cm' },
        m: { label: 'मिटर', short: 'm' },
        km: { label: 'किलोमिटर', short: 'km' },
        inch: { label: 'इन्च', short: 'in' },
        foot: { label: 'फिट', short: 'ft' },
        yard: { label: 'यार्ड', short: 'yd' },
        mile: { label: 'माइल', short: 'mi' },
        lightyear: { label: 'प्रकाश वर्ष', short: 'ly' },
      },
    },
    formula:
      '1 अङ्गुल = 3/4 इन्च (19.05 mm); 1 बित्ता = 12 अङ्गुल (9 इन्च); 1 हात = 2 बित्ता (18 इन्च); 1 दण्ड = 4 हात (6 फिट); 1 कोस = 2000 दण्ड (4000 यार्ड); 1 योजन = 4 कोस; 1 गज = 1 यार्ड (36 इन्च)',
  },
);
