export { loadDevanagariFont as preload } from '../_converters/devanagari-font.ts';
import { CalendarCheck, Copy, Eraser, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { copyWithToast } from '../_converters/copy.ts';
import { toAsciiDigits } from '../_converters/number-text.ts';
import type { ToolScreenProps } from '../registry.ts';
import { adToBs, isProjectedBsYear, lastPublishedBsYear } from './bs-calendar.ts';
import { DateFormCard } from './date-form-card.tsx';
import {
  checkEnglishDate,
  checkNepaliDate,
  fieldsOf,
  type DateField,
  type DateFields,
} from './date-form.ts';
import { projectedNote, summarise, type DaySummary } from './date-summary.ts';
import { AD_MONTHS, BS_MONTHS_EN, BS_MONTHS_NE } from './nepali-names.ts';
import { todayInNepal } from './today.ts';
import { useServedBsTable } from './use-served-bs-table.ts';
import { PoliteStatus } from '../text-common/polite-status.tsx';

const EMPTY: DateFields = { year: '', month: '', day: '' };

type FormError = { field?: DateField; message: string } | undefined;

function todaySummary(): DaySummary | undefined {
  try {
    const ad = todayInNepal();
    const bs = adToBs(ad);
    return bs ? summarise(bs, ad) : undefined;
  } catch {
    return undefined;
  }
}

function monthName(text: string, names: readonly string[], nepali?: readonly string[]): ReactNode {
  const month = Number(toAsciiDigits(text.trim()));
  if (!Number.isInteger(month) || month < 1 || month > 12) return undefined;
  if (!nepali) return names[month - 1];
  return (
    <>
      {names[month - 1]} (<span lang="ne">{nepali[month - 1]}</span>)
    </>
  );
}

export default function Screen(_props: ToolScreenProps) {
  const ids = useId();
  const { trackAction, trackConversion } = useToolTracking();
  const [today, setToday] = useState<DaySummary | undefined>(todaySummary);
  const [bsFields, setBsFields] = useState<DateFields>(EMPTY);
  const [adFields, setAdFields] = useState<DateFields>(EMPTY);
  const [bsDayName, setBsDayName] = useState('');
  const [adDayName, setAdDayName] = useState('');
  const [bsError, setBsError] = useState<FormError>();
  const [adError, setAdError] = useState<FormError>();
  const [result, setResult] = useState<DaySummary | undefined>();
  /** Says each result once to screen readers: it shows in place, with no toast. */
  const [status, setStatus] = useState('');

  // A newer table from the server may move today's date: recompute it when one arrives.
  const tableVersion = useServedBsTable();
  const [todayVersion, setTodayVersion] = useState(tableVersion);
  if (todayVersion !== tableVersion) {
    setTodayVersion(tableVersion);
    setToday(todaySummary());
  }

  // Keep 'today' right when the page stays open past midnight in Nepal.
  useEffect(() => {
    const timer = setInterval(() => setToday(todaySummary()), 60_000);
    return () => clearInterval(timer);
  }, []);

  const fill = (summary: DaySummary) => {
    setBsFields(fieldsOf(summary.bs));
    setAdFields(fieldsOf(summary.ad));
    setBsDayName(`${summary.weekdayNe} (${summary.weekdayEn})`);
    setAdDayName(summary.weekdayEn);
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
    setStatus(summary.line);
    trackAction('convert', { direction });
    trackConversion();
  };

  const setTodaysDate = () => {
    const summary = todaySummary();
    if (!summary) {
      setBsError({ message: 'Date conversion temporarily unavailable' });
      return;
    }
    setToday(summary);
    fill(summary);
    setStatus(summary.line);
    trackAction('today');
  };

  const clearAll = () => {
    setBsFields(EMPTY);
    setAdFields(EMPTY);
    setBsDayName('');
    setAdDayName('');
    setBsError(undefined);
    setAdError(undefined);
    setResult(undefined);
    setStatus('');
    trackAction('reset');
  };

  const bsMonthHint = useMemo(
    () => monthName(bsFields.month, BS_MONTHS_EN, BS_MONTHS_NE),
    [bsFields.month],
  );
  const adMonthHint = useMemo(() => monthName(adFields.month, AD_MONTHS), [adFields.month]);
  const bsYear = Number(toAsciiDigits(bsFields.year.trim()));

  return (
    <ToolLayout
      aside={
        <GuideCard title="About the calendar">
          <p>
            Bikram Sambat (BS) months last 29 to 32 days and change from year to year, so each date
            is looked up in a table of the published calendars, from 1 Baisakh 1970 BS (13 April
            1913 AD) to the end of 2100 BS (April 2044 AD).
          </p>
          <p>
            Years up to {lastPublishedBsYear()} BS follow the official calendars. Later years are
            not published yet: their dates are projected from the published ones and may move by a
            day.
          </p>
          <p>Today’s date is today in Nepal (Nepal Time, UTC+05:45), wherever you are.</p>
          <p>
            Nepali digits are accepted too: <span lang="ne">२०८३</span> works like 2083.
          </p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <section
          aria-labelledby={`${ids}-today`}
          className="rounded-card bg-accent-soft p-4 sm:p-5"
        >
          <h2
            id={`${ids}-today`}
            className="text-sm font-semibold tracking-wide text-accent-strong uppercase"
          >
            Today in Nepal
          </h2>
          {today ? (
            <div className="mt-2 space-y-1">
              <p className="text-xl font-bold text-ink">
                {today.bsEnglish}{' '}
                <span lang="ne" className="block text-lg font-semibold sm:inline">
                  {today.bsNepali}
                </span>
              </p>
              <p className="text-ink">{today.adText}</p>
            </div>
          ) : (
            <p className="mt-2 text-ink">Date conversion temporarily unavailable</p>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            <Button onClick={setTodaysDate}>
              <CalendarCheck aria-hidden="true" />
              Set Today&apos;s Date
            </Button>
            <Button variant="outline" onClick={clearAll}>
              <Eraser aria-hidden="true" />
              Clear All Fields
            </Button>
          </div>
        </section>

        <div className="mt-5 grid gap-5 lg:grid-cols-2">
          <DateFormCard
            idPrefix={`${ids}-bs`}
            title="Nepali date (BS)"
            calendar="BS"
            fields={bsFields}
            onChange={(fields) => {
              setBsFields(fields);
              setBsError(undefined);
            }}
            onConvert={() => convert('bs-to-ad')}
            convertLabel="Convert to English"
            dayName={bsDayName}
            dayLang="ne"
            dayLabel={
              <>
                Nepali day (<span lang="ne">बार</span>)
              </>
            }
            monthHint={bsMonthHint}
            error={bsError}
          >
            {Number.isInteger(bsYear) && isProjectedBsYear(bsYear) && bsYear <= 2100 && (
              <p className="mt-2 flex gap-2 text-sm text-muted">
                <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {projectedNote(bsYear)}
              </p>
            )}
          </DateFormCard>
          <DateFormCard
            idPrefix={`${ids}-ad`}
            title="English date (AD)"
            calendar="AD"
            fields={adFields}
            onChange={(fields) => {
              setAdFields(fields);
              setAdError(undefined);
            }}
            onConvert={() => convert('ad-to-bs')}
            convertLabel="Convert to Nepali"
            dayName={adDayName}
            dayLabel="English day"
            monthHint={adMonthHint}
            error={adError}
          />
        </div>

        <section aria-labelledby={`${ids}-result`} className="mt-5">
          <h2 id={`${ids}-result`} className="sr-only">
            Converted date
          </h2>
          {result && (
            <div className="rounded-card border border-line bg-canvas p-4 sm:p-5">
              <p className="text-lg font-semibold break-words">{result.bsEnglish}</p>
              <p lang="ne" className="text-lg break-words">
                {result.bsNepali}
              </p>
              <p className="mt-1 break-words">{result.adText}</p>
              {result.projected && (
                <p className="mt-2 flex gap-2 text-sm font-medium text-ink">
                  <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {projectedNote(result.bs.year)}
                </p>
              )}
              <Button
                variant="outline"
                size="sm"
                className="mt-3"
                onClick={() => {
                  void copyWithToast(result.line, 'The date');
                  trackAction('copy');
                }}
              >
                <Copy aria-hidden="true" />
                Copy Date
              </Button>
            </div>
          )}
        </section>
        <PoliteStatus message={status} />
      </ToolPanel>
    </ToolLayout>
  );
}
