import type { LocalizedMessages } from '../../i18n/index.ts';
import { dateMessages } from '../nepali-date-converter/messages.ts';
import {
  BS_MONTHS_EN,
  BS_MONTHS_NE,
  WEEKDAYS_EN,
  WEEKDAYS_NE,
} from '../../../shared/calendar/nepali-names.ts';

/** Months and weekdays arrive as indexes (Baisakh = 0, Sunday = 0); digits already shown. */
const en = {
  about: 'About this patro',
  aboutMonths:
    'Each month of the Bikram Sambat calendar, from Baisakh 1970 BS to Chaitra 2100 BS, with the English (AD) date and the tithi of every day. Saturday, the weekly holiday in Nepal, is the last column.',
  aboutTithi:
    'The tithi is the lunar day in force at sunrise in Kathmandu, computed from the positions of the Sun and the Moon (astronomy-engine): each tithi is 12° the Moon gains on the Sun. Printed patros use traditional rules; on a day whose tithi changes within about half an hour of sunrise, they may show the tithi before or after this one.',
  aboutProjected: (year: string) =>
    `Years after ${year} BS are not published yet: their month lengths are projected and may move by a day.`,
  aboutKeys:
    'Use the arrow keys in the calendar to move by day and week, Page Up and Page Down to change month, Home and End for the start and end of the week.',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  month: 'Month',
  year: 'Year (BS)',
  today: 'Today',
  monthOption: (month: number) => `${BS_MONTHS_EN[month] ?? ''} (${BS_MONTHS_NE[month] ?? ''})`,
  caption: (month: number, year: string) => `${BS_MONTHS_EN[month] ?? ''} ${year} BS`,
  adMonth: (month: number) => dateMessages.en.adMonthName(month),
  weekday: (weekday: number) => WEEKDAYS_EN[weekday] ?? '',
  weekdayShort: (weekday: number) => (WEEKDAYS_EN[weekday] ?? '').slice(0, 3),
  cellLabel: (weekday: number, bsDate: string, adDate: string, tithi: string, today: boolean) =>
    `${WEEKDAYS_EN[weekday] ?? ''}, ${bsDate}, ${adDate}, ${tithi}${today ? ', today' : ''}`,
  outside: 'This month is outside the calendar (1970 to 2100 BS).',
  tithi: 'Tithi',
  tithiEnds: (ends: string) => `until ${ends}`,
  sunrise: 'Sunrise in Kathmandu',
  nepalTime: (time: string) => `${time} Nepal time`,
  clockOnDay: (time: string, day: string, month: number) =>
    `${time} on ${day} ${dateMessages.en.adMonthName(month)}`,
};

export const calendarMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    about: 'यो पात्रोबारे',
    aboutMonths:
      'विक्रम संवत्को बि.सं. 1970 बैशाखदेखि बि.सं. 2100 चैतसम्मको हरेक महिना, हरेक दिनको अंग्रेजी (ई.सं.) मिति र तिथिसहित। नेपालको साप्ताहिक बिदा शनिबार अन्तिम स्तम्भमा छ।',
    aboutTithi:
      'तिथि भनेको काठमाडौँमा सूर्योदयको बेला लागेको चान्द्र दिन हो, सूर्य र चन्द्रमाको स्थितिबाट गणना गरिएको (astronomy-engine): चन्द्रमाले सूर्यभन्दा 12° अघि बढ्दा एक तिथि हुन्छ। छापिएका पात्रोले परम्परागत नियम मान्छन्; सूर्योदयको करिब आधा घण्टाभित्र तिथि फेरिने दिन तिनले यसभन्दा अघिल्लो वा पछिल्लो तिथि देखाउन सक्छन्।',
    aboutProjected: (year) =>
      `बि.सं. ${year} पछिका वर्ष अझै प्रकाशित भएका छैनन्: तिनका महिनाका दिन अनुमान गरिएका हुन् र एक दिन सर्न सक्छन्।`,
    aboutKeys:
      'पात्रोमा दिन र हप्ता सार्न एरो कीहरू, महिना फेर्न Page Up र Page Down, हप्ताको सुरु र अन्त्यमा जान Home र End थिच्नुहोस्।',
    previousMonth: 'अघिल्लो महिना',
    nextMonth: 'अर्को महिना',
    month: 'महिना',
    year: 'साल (बि.सं.)',
    today: 'आज',
    monthOption: (month) => BS_MONTHS_NE[month] ?? '',
    caption: (month, year) => `${BS_MONTHS_NE[month] ?? ''} ${year}`,
    adMonth: (month) => dateMessages.ne.adMonthName(month),
    weekday: (weekday) => WEEKDAYS_NE[weekday] ?? '',
    weekdayShort: (weekday) => (WEEKDAYS_NE[weekday] ?? '').replace('बार', ''),
    cellLabel: (weekday, bsDate, adDate, tithi, today) =>
      `${WEEKDAYS_NE[weekday] ?? ''}, ${bsDate}, ${adDate}, ${tithi}${today ? ', आज' : ''}`,
    outside: 'यो महिना पात्रोभन्दा बाहिर छ (बि.सं. 1970 देखि 2100)।',
    tithi: 'तिथि',
    tithiEnds: (ends) => `${ends} सम्म`,
    sunrise: 'काठमाडौँमा सूर्योदय',
    nepalTime: (time) => `नेपाल समय ${time}`,
    clockOnDay: (time, day, month) => `${dateMessages.ne.adMonthName(month)} ${day}, ${time}`,
  },
};
