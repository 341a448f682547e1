import { converterMessages } from '../_converters/multi-field/unit-names.ts';
import { volumeConverterNepali } from './units.ts';

export const volumeMessages = converterMessages(volumeConverterNepali, 'nepali-volume-converter', {
  names: {
    groups: {
      nepali: 'नेपाली एकाइ',
      metric: 'मेट्रिक',
      us: 'अमेरिकी प्रचलित एकाइ',
      uk: 'बेलायती इम्पेरियल एकाइ',
    },
    units: {
      muthi: { label: 'मुठी', short: 'मुठी' },
      chauthai: { label: 'चौथाइ', short: 'चौथाइ' },
      mana: { label: 'माना', short: 'माना' },
      karuwa: { label: 'कुरुवा', short: 'कुरुवा' },
      pathi: { label: 'पाथी', short: 'पाथी' },
      muri: { label: 'मुरी', short: 'मुरी' },
      ml: { label: 'मिलिलिटर', short: 'ml' },
      litre: { label: 'लिटर', short: 'L' },
      ustsp: { label: 'अमेरिकी चियाचम्चा', short: 'US tsp' },
      ustbsp: { label: 'अमेरिकी टेबलचम्चा', short: 'US tbsp' },
      usfloz: { label: 'अमेरिकी फ्लुइड औन्स', short: 'US fl oz' },
      uscup: { label: 'अमेरिकी कप', short: 'US कप' },
      uspint: { label: 'अमेरिकी पाइन्ट', short: 'US pt' },
      usquart: { label: 'अमेरिकी क्वार्ट', short: 'US qt' },
      usgallon: { label: 'अमेरिकी ग्यालन', short: 'US gal' },
      ukfloz: { label: 'बेलायती फ्लुइड औन्स', short: 'UK fl oz' },
      ukpint: { label: 'बेलायती पाइन्ट', short: 'UK pt' },
      ukquart: { label: 'बेलायती क्वार्ट', short: 'UK qt' },
      ukgallon: { label: 'बेलायती ग्यालन', short: 'UK gal' },
    },
  },
  formula:
    '1 माना ≈ 0.57 लिटर = 10 मुठी; 1 पाथी = 8 माना = 4 कुरुवा; 1 मुरी = 20 पाथी = 160 माना; 1 चौथाइ = 142.857 ml; 1 मुठी = 0.4 चौथाइ; 1 कुरुवा = 0.0125 मुरी',
});
