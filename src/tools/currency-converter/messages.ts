import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  loading: 'Loading the exchange rates',
  unreachable: 'Our server could not be reached, so these are the rates bundled with the site.',
  live: 'Our server fetched them from the source.',
  bundled: 'These are the rates bundled with the site; our server could not reach the source yet.',
  /** '{date}' and '{source}' are placed by the screen. */
  ratesAsOf:
    'Rates as of {date}: {source}. {how} Reference rates are for information; your bank’s rate will differ.',
  referenceTitle: 'Reference rates',
  ratesOf: (date: string) => `Rates of ${date}, euro as base. Amounts are shown with two decimals.`,
  baseUnit: 'euro (EUR)',
  /** The translated notes of currencies derived from a peg, by code (English shows the server's). */
  pegs: {
    NPR: 'Nepalese rupee: from the Indian rupee rate and Nepal Rastra Bank’s fixed peg of 1 INR = 1.6 NPR.',
  } as Readonly<Record<string, string>>,
};

export const currencyMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    loading: 'विनिमय दर लोड हुँदै',
    unreachable: 'हाम्रो सर्भरमा पुग्न सकिएन, त्यसैले यी साइटसँगै आएका दर हुन्।',
    live: 'हाम्रो सर्भरले यी दर स्रोतबाट ल्याएको हो।',
    bundled: 'यी साइटसँगै आएका दर हुन्; हाम्रो सर्भर अहिलेसम्म स्रोतमा पुग्न सकेको छैन।',
    ratesAsOf:
      '{date} को दर: {source}। {how} सन्दर्भ दर जानकारीका लागि मात्र हुन्; तपाईंको बैंकको दर फरक हुन्छ।',
    referenceTitle: 'सन्दर्भ दर',
    ratesOf: (date) => `${date} को दर, यूरोलाई आधार मानेर। रकम दुई दशमलवसम्म देखाइन्छ।`,
    baseUnit: 'यूरो (EUR)',
    pegs: {
      NPR: 'नेपाली रुपैयाँ: भारतीय रुपैयाँको दर र नेपाल राष्ट्र बैंकको 1 INR = 1.6 NPR को स्थिर विनिमय दरबाट।',
    },
  },
};
