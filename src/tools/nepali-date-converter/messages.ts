import type { LocalizedMessages } from '../../i18n/index.ts';
import {
  BS_FIRST_AD_DATE,
  BS_FIRST_YEAR,
  BS_LAST_YEAR,
} from '../../../shared/calendar/bs-calendar.ts';
import { AD_FIRST_YEAR, AD_LAST_YEAR, DATE_MESSAGES } from './date-form.ts';
import {
  AD_MONTHS,
  BS_MONTHS_EN,
  BS_MONTHS_NE,
  WEEKDAYS_EN,
  WEEKDAYS_NE,
} from '../../../shared/calendar/nepali-names.ts';

/** Gregorian month names as Nepali writes them. */
const AD_MONTHS_NE = [
  'जनवरी',
  'फेब्रुअरी',
  'मार्च',
  'अप्रिल',
  'मे',
  'जुन',
  'जुलाई',
  'अगस्ट',
  'सेप्टेम्बर',
  'अक्टोबर',
  'नोभेम्बर',
  'डिसेम्बर',
] as const;

/**
 * Dates arrive as their parts: digits already in the shown digit form, months and weekdays as
 * indexes (Baisakh and January = 0, Sunday = 0).
 */
const en = {
  aboutCalendar: 'About the calendar',
  aboutTable:
    'Bikram Sambat (BS) months last 29 to 32 days and change from year to year, so each date is looked up in a table of the published calendars, from 1 Baisakh 1970 BS (13 April 1913 AD) to the end of 2100 BS (April 2044 AD).',
  aboutProjected: (lastYear: string) =>
    `Years up to ${lastYear} BS follow the official calendars. Later years are not published yet: their dates are projected from the published ones and may move by a day.`,
  aboutToday: 'Today’s date is today in Nepal (Nepal Time, UTC+05:45), wherever you are.',
  aboutDigits: 'Nepali digits are accepted too:',
  aboutDigitsExample: 'works like 2083.',
  todayInNepal: 'Today in Nepal',
  unavailable: 'Date conversion temporarily unavailable',
  setToday: "Set Today's Date",
  clearAll: 'Clear All Fields',
  nepaliDate: 'Nepali date (BS)',
  toEnglish: 'Convert to English',
  nepaliDay: 'Nepali day',
  englishDate: 'English date (AD)',
  toNepali: 'Convert to Nepali',
  englishDay: 'English day',
  convertedDate: 'Converted date',
  copyDate: 'Copy Date',
  copiedWhat: 'The date',
  year: (calendar: string) => `Year (${calendar})`,
  month: 'Month',
  day: 'Day',
  monthRange: '1 to 12',
  dayRange: (last: string) => `1 to ${last}`,
  filledWhenConverted: 'Filled in when converted',
  bsDate: (day: string, month: number, year: string) =>
    `${day} ${BS_MONTHS_EN[month] ?? ''} ${year} BS`,
  adDate: (weekday: number, day: string, month: number, year: string) =>
    `${WEEKDAYS_EN[weekday] ?? ''}, ${day} ${AD_MONTHS[month] ?? ''} ${year} AD`,
  adDay: (day: string, month: number, year: string) => `${day} ${AD_MONTHS[month] ?? ''} ${year}`,
  bsDayName: (weekday: number) => `${WEEKDAYS_NE[weekday] ?? ''} (${WEEKDAYS_EN[weekday] ?? ''})`,
  adDayName: (weekday: number) => WEEKDAYS_EN[weekday] ?? '',
  /** The BS month hint: the month's name, with its Nepali name in the English screen. */
  bsMonthName: (month: number) => BS_MONTHS_EN[month] ?? '',
  adMonthName: (month: number) => AD_MONTHS[month] ?? '',
  projected: (year: string) =>
    `Projected: the official calendar for ${year} BS is not published yet, so this date follows the best available projection and may move by a day.`,
  afterLastDay: (adDate: string, bsDate: string) =>
    `AD dates after ${adDate} (${bsDate}) cannot be converted`,
  errors: { ...DATE_MESSAGES },
};

export const dateMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    aboutCalendar: 'पात्रोबारे',
    aboutTable:
      'विक्रम संवत् (बि.सं.) का महिना 29 देखि 32 दिनका हुन्छन् र वर्षैपिच्छे फरक पर्छन्, त्यसैले हरेक मिति प्रकाशित पात्रोहरूको तालिकाबाट हेरिन्छ: बि.सं. 1970 बैशाख 1 (ई.सं. 1913 अप्रिल 13) देखि बि.सं. 2100 को अन्त्य (ई.सं. 2044 अप्रिल) सम्म।',
    aboutProjected: (lastYear) =>
      `बि.सं. ${lastYear} सम्मका वर्ष आधिकारिक पात्रोअनुसार छन्। त्यसपछिका वर्षका पात्रो अझै प्रकाशित भएका छैनन्: तिनका मिति प्रकाशित पात्रोबाट अनुमान गरिएका हुन् र एक दिन सर्न सक्छन्।`,
    aboutToday: 'आजको मिति नेपालको आज हो (नेपाल समय, UTC+05:45), तपाईं जहाँसुकै हुनुहोस्।',
    aboutDigits: 'नेपाली अङ्क पनि चल्छ:',
    aboutDigitsExample: '2083 जस्तै काम गर्छ।',
    todayInNepal: 'नेपालमा आज',
    unavailable: 'मिति रूपान्तरण अहिले उपलब्ध छैन',
    setToday: 'आजको मिति राख्नुहोस्',
    clearAll: 'सबै खाना खाली गर्नुहोस्',
    nepaliDate: 'नेपाली मिति (बि.सं.)',
    toEnglish: 'अंग्रेजीमा बदल्नुहोस्',
    nepaliDay: 'नेपाली बार',
    englishDate: 'अंग्रेजी मिति (ई.सं.)',
    toNepali: 'नेपालीमा बदल्नुहोस्',
    englishDay: 'बार',
    convertedDate: 'रूपान्तरित मिति',
    copyDate: 'मिति कपी गर्नुहोस्',
    copiedWhat: 'मिति',
    year: (calendar) => `साल (${calendar === 'BS' ? 'बि.सं.' : 'ई.सं.'})`,
    month: 'महिना',
    day: 'गते',
    monthRange: '1 देखि 12',
    dayRange: (last) => `1 देखि ${last}`,
    filledWhenConverted: 'रूपान्तरण गरेपछि भरिन्छ',
    bsDate: (day, month, year) => `बि.सं. ${year} ${BS_MONTHS_NE[month] ?? ''} ${day} गते`,
    adDate: (weekday, day, month, year) =>
      `ई.सं. ${year} ${AD_MONTHS_NE[month] ?? ''} ${day}, ${WEEKDAYS_NE[weekday] ?? ''}`,
    adDay: (day, month, year) => `${year} ${AD_MONTHS_NE[month] ?? ''} ${day}`,
    bsDayName: (weekday) => WEEKDAYS_NE[weekday] ?? '',
    adDayName: (weekday) => WEEKDAYS_NE[weekday] ?? '',
    bsMonthName: (month) => BS_MONTHS_NE[month] ?? '',
    adMonthName: (month) => AD_MONTHS_NE[month] ?? '',
    projected: (year) =>
      `अनुमानित: बि.सं. ${year} को आधिकारिक पात्रो अझै प्रकाशित भएको छैन, त्यसैले यो मिति उपलब्ध सबैभन्दा राम्रो अनुमानअनुसार हो र एक दिन सर्न सक्छ।`,
    afterLastDay: (adDate, bsDate) => `${adDate} (${bsDate}) पछिका ई.सं. मिति रूपान्तरण गर्न सकिँदैन`,
    errors: {
      missingTitle: 'मितिका भाग छुटे',
      missingNepali: 'नेपाली मितिका सबै खाना भर्नुहोस्',
      missingEnglish: 'अंग्रेजी मितिका सबै खाना भर्नुहोस्',
      errorTitle: 'रूपान्तरणमा त्रुटि',
      invalidNepali: 'नेपाली मिति मिलेन। लेखेको जाँच्नुहोस्।',
      invalidEnglish: 'अंग्रेजी मिति मिलेन। लेखेको जाँच्नुहोस्।',
      bsYearRange: `बि.सं. साल ${BS_FIRST_YEAR} देखि ${BS_LAST_YEAR} भित्र हुनुपर्छ`,
      bsMonthRange: 'बि.सं. महिना 1 देखि 12 भित्र हुनुपर्छ',
      bsDayRange: 'बि.सं. गते 1 देखि 32 भित्र हुनुपर्छ',
      adYearRange: `ई.सं. साल ${AD_FIRST_YEAR} देखि ${AD_LAST_YEAR} भित्र हुनुपर्छ`,
      adMonthRange: 'ई.सं. महिना 1 देखि 12 भित्र हुनुपर्छ',
      adDayRange: 'ई.सं. गते 1 देखि 31 भित्र हुनुपर्छ',
      beforeFirstDay: `ई.सं. ${BS_FIRST_AD_DATE.year} ${AD_MONTHS_NE[BS_FIRST_AD_DATE.month - 1] ?? ''} ${BS_FIRST_AD_DATE.day} (बि.सं. ${BS_FIRST_YEAR} बैशाख 1) भन्दा अघिका मिति रूपान्तरण गर्न सकिँदैन`,
    },
  },
};
