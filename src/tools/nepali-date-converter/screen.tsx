import '../_converters/devanagari-font.ts';
import { CalendarCheck, Copy, Eraser, TriangleAlert } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { copyWithToast } from '../_converters/copy.ts';
import { toAsciiDigits } from '../../../shared/number-text.ts';
import type { ToolScreenProps } from '../registry.ts';
import {
  adToBs,
  bsLastAdDate,
  isProjectedBsYear,
  lastPublishedBsYear,
  type CalendarDate,
} from '../../../shared/calendar/bs-calendar.ts';
import { DateFormCard } from './date-form-card.tsx';
import {
  checkEnglishDate,
  checkNepaliDate,
  fieldsOf,
  type DateField,
  type DateFields,
} from './date-form.ts';
import { summarise, type DaySummary } from './date-summary.ts';
import { BS_MONTHS_NE } from '../../../shared/calendar/nepali-names.ts';
import { knownMessage, useLocaleValue, useMessages } from '../../i18n/index.ts';
import { DevanagariDigitsToggle } from '../_converters/digits/devanagari-digits-toggle.tsx';
import { useDevanagariDigits } from '../_converters/digits/use-devanagari-digits.ts';
import { weekdayOfAd } from '../../../shared/calendar/bs-calendar.ts';
import { afterLastDayMessage, DATE_MESSAGES } from './date-form.ts';
import { dateMessages } from './messages.ts';
import { todayInNepal } from '../../../shared/calendar/today.ts';
import { useServedBsTable } from './use-served-bs-table.ts';
import { NEPAL_TODAY_ATTRIBUTE, nepalDayOf, useNepalTodayIso } from './use-nepal-today.ts';
import { PoliteStatus } from '../text-common/polite-status.tsx';

const EMPTY: DateFields = { year: '', month: '', day: '' };
const DATE_UNAVAILABLE = dateMessages.en.unavailable;

/** The last day the converter takes (the end of 2100 BS), for the error that names it. */
function lastConvertible(): DaySummary | undefined {
  const ad = bsLastAdDate();
  const bs = adToBs(ad);
  return bs ? summarise(bs, ad) : undefined;
}

type FormError = { field?: DateField; message: string } | undefined;

/** A day's summary: by default today's in Nepal by the visitor's clock. */
function todaySummary(day?: CalendarDate): DaySummary | undefined {
  try {
    const ad = day ?? todayInNepal();
    const bs = adToBs(ad);
    return bs ? summarise(bs, ad) : undefined;
  } catch {
    return undefined;
  }
}

/** The month's name under a month field, with its Nepali name beside it when asked. */
function monthName(
  text: string,
  name: (index: number) => string,
  nepali?: readonly string[],
): ReactNode {
  const month = Number(toAsciiDigits(text.trim()));
  if (!Number.isInteger(month) || month < 1 || month > 12) return undefined;
  if (!nepali) return name(month - 1);
  return (
    <>
      {name(month - 1)} (<span lang="ne">{nepali[month - 1]}</span>)
    </>
  );
}

export default function Screen(_props: ToolScreenProps) {
  const ids = useId();
  const text = useMessages(dateMessages);
  const locale = useLocaleValue();
  const { digits } = useDevanagariDigits();
  const { trackAction, trackConversion } = useToolTracking();
  const [bsFields, setBsFields] = useState<DateFields>(EMPTY);
  const [adFields, setAdFields] = useState<DateFields>(EMPTY);
  /** The weekday a conversion filled in (Sunday = 0). */
  const [weekday, setWeekday] = useState<number | undefined>();
  const [bsError, setBsError] = useState<FormError>();
  const [adError, setAdError] = useState<FormError>();
  const [result, setResult] = useState<DaySummary | undefined>();
  /** Says each result once to screen readers: it shows in place, with no toast. */
  const [status, setStatus] = useState('');

  // Today is the day the page was rendered on (server and first browser render alike), then the
  // browser's own; it moves at midnight in Nepal, and with a newer table from the server.
  const todayIso = useNepalTodayIso();
  const tableVersion = useServedBsTable();
  const today = useMemo(
    () => todaySummary(nepalDayOf(todayIso)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [todayIso, tableVersion],
  );

  const bsDate = (summary: DaySummary) =>
    text.bsDate(digits(summary.bs.day), summary.bs.month - 1, digits(summary.bs.year));
  const adDate = (summary: DaySummary) =>
    text.adDate(
      weekdayOfAd(summary.ad),
      digits(summary.ad.day),
      summary.ad.month - 1,
      digits(summary.ad.year),
    );
  /** The copied and announced line: English keeps summarise's own. */
  const lineOf = (summary: DaySummary) =>
    locale === 'en' ? summary.line : `${bsDate(summary)} = ${adDate(summary)}`;
  const shownFields = (fields: DateFields): DateFields => ({
    year: digits(fields.year),
    month: digits(fields.month),
    day: digits(fields.day),
  });

  const fill = (summary: DaySummary) => {
    setBsFields(shownFields(fieldsOf(summary.bs)));
    setAdFields(shownFields(fieldsOf(summary.ad)));
    setWeekday(weekdayOfAd(summary.ad));
    setBsError(undefined);
    setAdError(undefined);
    setResult(summary);
  };

  const convert = (direction: 'bs-to-ad' | 'ad-to-bs') => {
    const check = direction === 'bs-to-ad' ? checkNepaliDate(bsFields) : checkEnglishDate(adFields);
    const setError = direction === 'bs-to-ad' ? setBsError : setAdError;
    if (!check.ok) {
      const firstEmpty = (['year', 'month', 'day'] as const).find(
        (field) => (direction === 'bs-to-ad' ? bsFields : adFields)[field].trim() === '',
      );
      setError({ field: check.field ?? firstEmpty, message: check.message });
      return;
    }
    const summary =
      direction === 'bs-to-ad' ? summarise(check.from, check.to) : summarise(check.to, check.from);
    fill(summary);
    setStatus(lineOf(summary));
    trackAction('convert', { direction });
    trackConversion();
  };

  const setTodaysDate = () => {
    const summary = todaySummary();
    if (!summary) {
      setBsError({ message: DATE_UNAVAILABLE });
      return;
    }
    fill(summary);
    setStatus(lineOf(summary));
    trackAction('today');
  };

  const clearAll = () => {
    setBsFields(EMPTY);
    setAdFields(EMPTY);
    setWeekday(undefined);
    setBsError(undefined);
    setAdError(undefined);
    setResult(undefined);
    setStatus('');
    trackAction('reset');
  };

  const bsMonthHint = useMemo(
    () => monthName(bsFields.month, text.bsMonthName, locale === 'en' ? BS_MONTHS_NE : undefined),
    [bsFields.month, text, locale],
  );
  const adMonthHint = useMemo(
    () => monthName(adFields.month, text.adMonthName),
    [adFields.month, text],
  );
  /** Errors are kept in English (the form checks' words) and shown in the page's language. */
  const shownError = (error: FormError): FormError =>
    error && {
      ...error,
      message: knownMessage(
        error.message,
        { ...DATE_MESSAGES, afterLastDay: afterLastDayMessage(), unavailable: DATE_UNAVAILABLE },
        { ...text.errors, afterLastDay: afterLastDayShown(), unavailable: text.unavailable },
      ),
    };
  const afterLastDayShown = () => {
    const last = lastConvertible();
    return last
      ? text.afterLastDay(
          text.adDay(digits(last.ad.day), last.ad.month - 1, digits(last.ad.year)),
          bsDate(last),
        )
      : afterLastDayMessage();
  };
  const bsYear = Number(toAsciiDigits(bsFields.year.trim()));

  return (
    <ToolLayout
      aside={
        <GuideCard title={text.aboutCalendar}>
          <p>{text.aboutTable}</p>
          <p>{text.aboutProjected(String(lastPublishedBsYear()))}</p>
          <p>{text.aboutToday}</p>
          <p>
            {text.aboutDigits} <span lang="ne">२०८३</span> {text.aboutDigitsExample}
          </p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <section
          aria-labelledby={`${ids}-today`}
          className="rounded-card bg-accent-soft p-4 sm:p-5"
          {...{ [NEPAL_TODAY_ATTRIBUTE]: todayIso }}
        >
          <h2
            id={`${ids}-today`}
            className="text-sm font-semibold tracking-wide text-accent-strong uppercase"
          >
            {text.todayInNepal}
          </h2>
          {today ? (
            <div className="mt-2 space-y-1">
              <p className="text-xl font-bold text-ink">
                {bsDate(today)}
                {locale === 'en' && (
                  <>
                    {' '}
                    <span lang="ne" className="block text-lg font-semibold sm:inline">
                      {today.bsNepali}
                    </span>
                  </>
                )}
              </p>
              <p className="text-ink">{adDate(today)}</p>
            </div>
          ) : (
            <p className="mt-2 text-ink">{text.unavailable}</p>
          )}
          <DevanagariDigitsToggle className="mt-4" />
          <div className="mt-4 flex flex-wrap gap-3">
            <Button onClick={setTodaysDate}>
              <CalendarCheck aria-hidden="true" />
              {text.setToday}
            </Button>
            <Button variant="outline" onClick={clearAll}>
              <Eraser aria-hidden="true" />
              {text.clearAll}
            </Button>
          </div>
        </section>

        <div className="mt-5 grid gap-5 lg:grid-cols-2">
          <DateFormCard
            idPrefix={`${ids}-bs`}
            title={text.nepaliDate}
            calendar="BS"
            fields={bsFields}
            onChange={(fields) => {
              setBsFields(fields);
              setBsError(undefined);
            }}
            onConvert={() => convert('bs-to-ad')}
            convertLabel={text.toEnglish}
            dayName={weekday === undefined ? '' : text.bsDayName(weekday)}
            dayLang="ne"
            dayLabel={
              locale === 'en' ? (
                <>
                  {text.nepaliDay} (<span lang="ne">बार</span>)
                </>
              ) : (
                text.nepaliDay
              )
            }
            monthHint={bsMonthHint}
            error={shownError(bsError)}
          >
            {Number.isInteger(bsYear) && isProjectedBsYear(bsYear) && bsYear <= 2100 && (
              <p className="mt-2 flex gap-2 text-sm text-muted">
                <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {text.projected(digits(bsYear))}
              </p>
            )}
          </DateFormCard>
          <DateFormCard
            idPrefix={`${ids}-ad`}
            title={text.englishDate}
            calendar="AD"
            fields={adFields}
            onChange={(fields) => {
              setAdFields(fields);
              setAdError(undefined);
            }}
            onConvert={() => convert('ad-to-bs')}
            convertLabel={text.toNepali}
            dayName={weekday === undefined ? '' : text.adDayName(weekday)}
            dayLang={locale === 'en' ? undefined : 'ne'}
            dayLabel={text.englishDay}
            monthHint={adMonthHint}
            error={shownError(adError)}
          />
        </div>

        <section aria-labelledby={`${ids}-result`} className="mt-5">
          <h2 id={`${ids}-result`} className="sr-only">
            {text.convertedDate}
          </h2>
          {result && (
            <div className="rounded-card border border-line bg-canvas p-4 sm:p-5">
              <p className="text-lg font-semibold break-words">{bsDate(result)}</p>
              {locale === 'en' && (
                <p lang="ne" className="text-lg break-words">
                  {result.bsNepali}
                </p>
              )}
              <p className="mt-1 break-words">{adDate(result)}</p>
              {result.projected && (
                <p className="mt-2 flex gap-2 text-sm font-medium text-ink">
                  <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {text.projected(digits(result.bs.year))}
                </p>
              )}
              <Button
                variant="outline"
                size="sm"
                className="mt-3"
                onClick={() => {
                  void copyWithToast(lineOf(result), text.copiedWhat);
                  trackAction('copy');
                }}
              >
                <Copy aria-hidden="true" />
                {text.copyDate}
              </Button>
            </div>
          )}
        </section>
        <PoliteStatus message={status} />
      </ToolPanel>
    </ToolLayout>
  );
}
