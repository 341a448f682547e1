import { converterMessages } from '../_converters/multi-field/unit-names.ts';
import { weightConverterNepali } from './units.ts';

export const weightMessages = converterMessages(weightConverterNepali, 'nepali-weight-converter', {
  names: {
    groups: { nepali: 'नेपाली एकाइ', metric: 'मेट्रिक', imperial: 'इम्पेरियल र अमेरिकी' },
    units: {
      lal: { label: 'लाल', short: 'लाल' },
      ratti: { label: 'रत्ती', short: 'रत्ती' },
      carat: { label: 'क्यारेट', short: 'क्यारेट' },
      tola: { label: 'तोला', short: 'तोला' },
      chhatak: { label: 'छटाक', short: 'छटाक' },
      pau: { label: 'पाउ', short: 'पाउ' },
      sher: { label: 'सेर', short: 'सेर' },
      dharni: { label: 'धार्नी', short: 'धार्नी' },
      man: { label: 'मन', short: 'मन' },
      mg: { label: 'मिलिग्राम', short: 'mg' },
      g: { label: 'ग्राम', short: 'g' },
      kg: { label: 'किलोग्राम', short: 'kg' },
      grain: { label: 'ग्रेन', short: 'gr' },
      ounce: { label: 'औन्स', short: 'oz' },
      pound: { label: 'पाउन्ड', short: 'lb' },
      stone: { label: 'स्टोन', short: 'st' },
      uston: { label: 'अमेरिकी टन', short: 'US टन' },
      ukton: { label: 'बेलायती टन', short: 'UK टन' },
    },
  },
  formula:
    '1 तोला ≈ 11.66 ग्राम; 1 लाल = 116.64 मिलिग्राम; 1 छटाक = 58.32 ग्राम; 1 मन ≈ 37.32 किलोग्राम; 1 क्यारेट = 200 मिलिग्राम; 1 रत्ती = 0.6075 क्यारेट; 1 छटाक = 480 रत्ती; 1 लाल = 0.002 छटाक; 1 मन = 320000.2606 लाल; 1 धार्नी = 0.0641 मन; 1 पाउ = 0.0833 धार्नी; 1 तोला = 0.0585 पाउ; 1 सेर = 79.996 तोला',
});
