import type { LocalizedMessages } from '../../i18n/index.ts';
import { AMOUNT_MESSAGES } from './amount-words.ts';

const en = {
  howItWorks: 'How it works',
  guideAmount:
    'Type an amount of up to 99 kharab (99,99,99,99,99,999.99) with or without commas. Up to two digits after the point are paisa. Nepali digits work too:',
  guideGroups:
    'Above a thousand, Nepali amounts count in twos: 1 lakh = 1,00,000; 1 crore = 100 lakh; 1 arab = 100 crore; 1 kharab = 100 arab.',
  guideCheque: 'The cheque forms end with ‘only’ (मात्र) so that nothing can be added after them.',
  amount: 'Amount in rupees',
  amountHint: 'For example 12,34,567.50 or १२३४५६७.५०',
  rows: {
    chequeNepali: 'Cheque, in Nepali',
    chequeEnglish: 'Cheque, in English',
    nepali: 'In Nepali words',
    english: 'In English words',
    grouped: 'Grouped digits',
    groupedDevanagari: 'Grouped in Nepali digits',
  },
  copy: 'Copy',
  copyRow: (row: string) => `Copy ${row.toLowerCase()}`,
  clear: 'Clear',
  problems: { ...AMOUNT_MESSAGES },
};

export const numberToWordsMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    howItWorks: 'यसले कसरी काम गर्छ',
    guideAmount:
      '99 खरब (99,99,99,99,99,999.99) सम्मको रकम अल्पविरामसहित वा बिना लेख्नुहोस्। दशमलवपछिका बढीमा दुई अङ्क पैसा हुन्। नेपाली अङ्क पनि चल्छ:',
    guideGroups:
      'हजारभन्दा माथि नेपाली रकम दुई-दुई अङ्कमा गनिन्छ: 1 लाख = 1,00,000; 1 करोड = 100 लाख; 1 अर्ब = 100 करोड; 1 खरब = 100 अर्ब।',
    guideCheque: 'चेकका ढाँचा ‘मात्र’ (only) मा सकिन्छन्, ताकि पछाडि केही थप्न नमिलोस्।',
    amount: 'रकम (रुपैयाँमा)',
    amountHint: 'जस्तै 12,34,567.50 वा १२३४५६७.५०',
    rows: {
      chequeNepali: 'चेक, नेपालीमा',
      chequeEnglish: 'चेक, अंग्रेजीमा',
      nepali: 'नेपाली शब्दमा',
      english: 'अंग्रेजी शब्दमा',
      grouped: 'समूहमा मिलाइएका अङ्क',
      groupedDevanagari: 'नेपाली अङ्कमा समूहमा मिलाइएको',
    },
    copy: 'कपी',
    copyRow: (row) => `${row} कपी गर्नुहोस्`,
    clear: 'खाली गर्नुहोस्',
    problems: {
      empty: 'रकम लेख्नुहोस्, जस्तै 12,34,567.50।',
      notNumber:
        'रकम अङ्कमा मात्र लेख्नुहोस् (0-9 वा ०-९), समूहबीच अल्पविराम र पैसाअघि दशमलव राखेर, जस्तै 12,34,567.50।',
      negative: 'अक्षरमा लेखिने रकम ऋणात्मक हुन सक्दैन।',
      paisa: 'पैसा दशमलवपछि बढीमा दुई अङ्कको हुन्छ (.01 देखि .99)।',
      tooLarge: 'सबैभन्दा ठूलो रकम 99,99,99,99,99,999.99 (99 खरबभन्दा केही बढी) हो।',
    },
  },
};
