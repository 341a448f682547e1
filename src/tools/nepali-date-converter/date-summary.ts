import { dateMessages } from './messages.ts';
import {
  isProjectedBsYear,
  weekdayOfAd,
  type CalendarDate,
} from '../../../shared/calendar/bs-calendar.ts';
import {
  formatAd,
  formatBsEnglish,
  formatBsNepali,
  WEEKDAYS_EN,
  WEEKDAYS_NE,
} from '../../../shared/calendar/nepali-names.ts';

/** Everything the screen shows about one day, in both calendars. */
export interface DaySummary {
  bs: CalendarDate;
  ad: CalendarDate;
  weekdayEn: string;
  weekdayNe: string;
  bsEnglish: string;
  bsNepali: string;
  adText: string;
  projected: boolean;
  /** One line for copying and for the success toast. */
  line: string;
}

export function summarise(bs: CalendarDate, ad: CalendarDate): DaySummary {
  const weekday = weekdayOfAd(ad);
  const weekdayEn = WEEKDAYS_EN[weekday] ?? '';
  const weekdayNe = WEEKDAYS_NE[weekday] ?? '';
  const bsEnglish = `${formatBsEnglish(bs)} BS`;
  const bsNepali = `${formatBsNepali(bs)}, ${weekdayNe}`;
  const adText = `${weekdayEn}, ${formatAd(ad)} AD`;
  return {
    bs,
    ad,
    weekdayEn,
    weekdayNe,
    bsEnglish,
    bsNepali,
    adText,
    projected: isProjectedBsYear(bs.year),
    line: `${bsEnglish} (${formatBsNepali(bs)}) = ${adText}`,
  };
}

export function projectedNote(year: number): string {
  return dateMessages.en.projected(String(year));
}
