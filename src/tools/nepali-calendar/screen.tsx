import '../_converters/devanagari-font.ts';
import { CalendarCheck, ChevronLeft, ChevronRight, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { cn } from '../../lib/cn.ts';
import { toDevanagariDigits } from '../../../shared/number-text.ts';
import {
  adToBs,
  bsToAd,
  BS_FIRST_YEAR,
  BS_LAST_YEAR,
  lastPublishedBsYear,
  weekdayOfAd,
  type CalendarDate,
} from '../../../shared/calendar/bs-calendar.ts';
import { DevanagariDigitsToggle } from '../_converters/digits/devanagari-digits-toggle.tsx';
import { useDevanagariDigits } from '../_converters/digits/use-devanagari-digits.ts';
import { useLocaleValue, useMessages } from '../../i18n/index.ts';
import { dateMessages } from '../nepali-date-converter/messages.ts';
import { BS_MONTHS_NE, WEEKDAYS_EN, WEEKDAYS_NE } from '../../../shared/calendar/nepali-names.ts';
import {
  NEPAL_TODAY_ATTRIBUTE,
  nepalDayOf,
  useNepalTodayIso,
} from '../nepali-date-converter/use-nepal-today.ts';
import { useServedBsTable } from '../nepali-date-converter/use-served-bs-table.ts';
import type { ToolScreenProps } from '../registry.ts';
import { dayCellLabel, dayDetails, nepalClockParts, nepaliDay } from './day-labels.ts';
import { calendarMessages } from './messages.ts';
import { monthGrid, moveDay, shiftMonth, type BsMonth, type DayCell } from './month-grid.ts';
import { tithiNamed, tithiOfDay } from './tithi.ts';

const KEYS: Record<string, Parameters<typeof moveDay>[1]> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'home',
  End: 'end',
  PageUp: 'pageUp',
  PageDown: 'pageDown',
};

const YEARS = Array.from({ length: BS_LAST_YEAR - BS_FIRST_YEAR + 1 }, (_, i) => BS_FIRST_YEAR + i);

function sameDay(a: CalendarDate | undefined, b: CalendarDate | undefined): boolean {
  return !!a && !!b && a.year === b.year && a.month === b.month && a.day === b.day;
}

/** 'April – May 2024': the AD months a BS month spans. */
function adSpan(
  first: CalendarDate,
  last: CalendarDate,
  monthName: (month: number) => string,
  digits: (text: number) => string,
): string {
  const from = monthName(first.month - 1);
  const to = monthName(last.month - 1);
  if (first.year === last.year) return `${from} – ${to} ${digits(last.year)}`;
  return `${from} ${digits(first.year)} – ${to} ${digits(last.year)}`;
}

export default function Screen(_props: ToolScreenProps) {
  const ids = useId();
  const text = useMessages(calendarMessages);
  const dates = useMessages(dateMessages);
  const locale = useLocaleValue();
  const { digits } = useDevanagariDigits();
  const monthOptions = BS_MONTHS_NE.map((_, index) => ({
    value: String(index + 1),
    label: text.monthOption(index),
  }));
  const yearOptions = YEARS.map((year) => ({ value: String(year), label: digits(year) }));
  const { trackAction, trackConversion } = useToolTracking();
  const tableVersion = useServedBsTable();
  const todayIso = useNepalTodayIso();
  // A newer table from the server may move today's BS date: recompute it when one arrives.
  const today = useMemo(
    () => adToBs(nepalDayOf(todayIso)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [todayIso, tableVersion],
  );
  const [selected, setSelected] = useState<CalendarDate>(
    () => today ?? { year: 2081, month: 1, day: 1 },
  );
  const month: BsMonth = { year: selected.year, month: selected.month };
  const grid = useMemo(
    () => monthGrid({ year: selected.year, month: selected.month }, today && bsToAd(today)),
    // The table version changes the month lengths and so the grid.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [selected.year, selected.month, today, tableVersion],
  );
  const gridRef = useRef<HTMLTableElement>(null);
  const focusGrid = useRef(false);

  // After a key moved the selection, the focus follows it (also into another month).
  useEffect(() => {
    if (!focusGrid.current) return;
    focusGrid.current = false;
    gridRef.current?.querySelector<HTMLElement>('[data-selected="true"]')?.focus();
  }, [selected]);

  const selectedAd = bsToAd(selected);
  const details = useMemo(() => {
    if (!selectedAd) return undefined;
    const tithi = tithiOfDay(selectedAd);
    return {
      ...dayDetails(selected, selectedAd, weekdayOfAd(selectedAd), tithi),
      ad: selectedAd,
      weekday: weekdayOfAd(selectedAd),
      sunriseAt: tithi.sunrise,
      tithiEndsAt: tithi.endsAt,
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected.year, selected.month, selected.day, tableVersion]);

  const show = (next: CalendarDate | undefined, action: string) => {
    if (!next) return;
    setSelected(next);
    trackAction(action);
    trackConversion();
  };

  const showMonth = (next: BsMonth | undefined, action: string) => {
    if (!next) return;
    const days = monthGrid(next, undefined)?.days ?? 29;
    show({ ...next, day: Math.min(selected.day, days) }, action);
  };

  const onGridKey = (event: KeyboardEvent<HTMLTableElement>) => {
    const key = KEYS[event.key];
    if (!key) return;
    event.preventDefault();
    const next = moveDay(selected, key);
    if (!next) return;
    focusGrid.current = true;
    setSelected(next);
  };

  /** A BS date in words (the English screen keeps its own forms). */
  const bsDate = (bs: CalendarDate) => dates.bsDate(digits(bs.day), bs.month - 1, digits(bs.year));
  const adDay = (ad: CalendarDate) => dates.adDay(digits(ad.day), ad.month - 1, digits(ad.year));
  const clock = (instant: Date, day: CalendarDate) => {
    const { time, otherDay } = nepalClockParts(instant, day);
    return otherDay
      ? text.clockOnDay(digits(time), digits(otherDay.day), otherDay.month - 1)
      : digits(time);
  };
  const cellLabel = (cell: DayCell) => {
    if (locale === 'en') return dayCellLabel(cell);
    const tithi = tithiNamed(cell.tithi);
    const tithiText = `${tithi.pakshaNe} ${tithi.nameNe}`;
    return text.cellLabel(cell.weekday, bsDate(cell.bs), adDay(cell.ad), tithiText, cell.isToday);
  };

  const first = grid?.weeks.flat().find((cell) => cell !== null);
  const last = grid?.weeks.flat().findLast((cell) => cell !== null);
  const captionId = `${ids}-caption`;

  return (
    <ToolLayout
      aside={
        <GuideCard title={text.about}>
          <p>{text.aboutMonths}</p>
          <p>{text.aboutTithi}</p>
          <p>{text.aboutProjected(String(lastPublishedBsYear()))}</p>
          <p>{text.aboutKeys}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <div className="flex flex-wrap items-end gap-3" {...{ [NEPAL_TODAY_ATTRIBUTE]: todayIso }}>
          <Button
            variant="outline"
            onClick={() => showMonth(shiftMonth(month, -1), 'previous-month')}
            disabled={!shiftMonth(month, -1)}
            aria-label={text.previousMonth}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <div className="min-w-40 flex-1">
            <label htmlFor={`${ids}-month`} className="text-sm font-medium text-ink">
              {text.month}
            </label>
            <NativeSelect
              id={`${ids}-month`}
              className="mt-1"
              value={String(selected.month)}
              options={monthOptions}
              onChange={(event) =>
                showMonth({ year: selected.year, month: Number(event.target.value) }, 'month')
              }
            />
          </div>
          <div className="w-28">
            <label htmlFor={`${ids}-year`} className="text-sm font-medium text-ink">
              {text.year}
            </label>
            <NativeSelect
              id={`${ids}-year`}
              className="mt-1"
              value={String(selected.year)}
              options={yearOptions}
              onChange={(event) =>
                showMonth({ year: Number(event.target.value), month: selected.month }, 'year')
              }
            />
          </div>
          <Button
            variant="outline"
            onClick={() => showMonth(shiftMonth(month, 1), 'next-month')}
            disabled={!shiftMonth(month, 1)}
            aria-label={text.nextMonth}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
          <Button onClick={() => show(today, 'today')} disabled={!today}>
            <CalendarCheck aria-hidden="true" />
            {text.today}
          </Button>
        </div>

        {grid && first && last ? (
          <>
            <h2 id={captionId} className="mt-5 text-xl font-bold text-ink" aria-live="polite">
              {text.caption(grid.month.month - 1, digits(grid.month.year))}
              {locale === 'en' && (
                <>
                  {' '}
                  <span lang="ne" className="font-semibold">
                    · {BS_MONTHS_NE[grid.month.month - 1]} {toDevanagariDigits(grid.month.year)}
                  </span>
                </>
              )}
              <span className="block text-base font-normal text-muted">
                {adSpan(first.ad, last.ad, text.adMonth, digits)}
              </span>
            </h2>
            {grid.projected && (
              <p className="mt-2 flex gap-2 text-sm text-ink">
                <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {dates.projected(digits(grid.month.year))}
              </p>
            )}
            <div className="mt-3 overflow-x-auto">
              <table
                ref={gridRef}
                role="grid"
                aria-labelledby={captionId}
                className="w-full table-fixed border-collapse text-center"
                onKeyDown={onGridKey}
              >
                <thead>
                  <tr>
                    {WEEKDAYS_EN.map((name, index) => (
                      <th
                        key={name}
                        scope="col"
                        abbr={text.weekday(index)}
                        className="px-0.5 py-1 text-xs font-semibold text-muted"
                      >
                        <span lang="ne" aria-hidden="true" className="block">
                          {WEEKDAYS_NE[index]?.replace('बार', '')}
                        </span>
                        {locale === 'en' && (
                          <span aria-hidden="true">{text.weekdayShort(index)}</span>
                        )}
                        <span className="sr-only">{text.weekday(index)}</span>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {grid.weeks.map((week, row) => (
                    <tr key={row}>
                      {week.map((cell, column) =>
                        cell ? (
                          <td
                            key={column}
                            role="gridcell"
                            tabIndex={sameDay(cell.bs, selected) ? 0 : -1}
                            aria-selected={sameDay(cell.bs, selected)}
                            aria-current={cell.isToday ? 'date' : undefined}
                            data-selected={sameDay(cell.bs, selected)}
                            onClick={() => show(cell.bs, 'select-day')}
                            className={cn(
                              'h-16 cursor-pointer rounded-lg border border-line p-0.5 align-top sm:h-20 sm:p-1',
                              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent',
                              sameDay(cell.bs, selected) && 'bg-accent-soft',
                              cell.isToday && 'border-2 border-accent',
                            )}
                          >
                            <span className="sr-only">{cellLabel(cell)}</span>
                            <span aria-hidden="true" className="flex h-full flex-col">
                              <span className="flex items-baseline justify-between gap-1">
                                <span lang="ne" className="text-base font-bold text-ink sm:text-xl">
                                  {nepaliDay(cell.bs.day)}
                                </span>
                                <span className="text-[0.7rem] text-muted sm:text-xs">
                                  {digits(cell.ad.day)}
                                </span>
                              </span>
                              <span
                                lang="ne"
                                className="mt-auto truncate text-[0.7rem] leading-tight text-ink sm:text-xs"
                              >
                                {tithiNamed(cell.tithi).nameNe}
                              </span>
                            </span>
                          </td>
                        ) : (
                          <td key={column} aria-hidden="true" />
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : (
          <p className="mt-5 text-ink">{text.outside}</p>
        )}

        {details && (
          <section
            aria-labelledby={`${ids}-day`}
            className="mt-5 rounded-card border border-line bg-canvas p-4 sm:p-5"
          >
            <h2 id={`${ids}-day`} className="text-lg font-semibold text-ink">
              {locale === 'en' ? details.bsEnglish : `${bsDate(selected)}, ${details.weekdayNe}`}
            </h2>
            {locale === 'en' && (
              <p lang="ne" className="text-lg text-ink">
                {details.bsNepali}
              </p>
            )}
            <p className="text-ink">
              {locale === 'en'
                ? details.adText
                : dates.adDate(
                    details.weekday,
                    digits(details.ad.day),
                    details.ad.month - 1,
                    digits(details.ad.year),
                  )}
            </p>
            <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
              <dt className="font-medium text-muted">{text.tithi}</dt>
              <dd className="text-ink">
                {locale === 'en' ? (
                  <>
                    <span lang="ne">{details.tithiNe}</span> ({details.tithiEn}),{' '}
                  </>
                ) : (
                  `${details.tithiNe}, `
                )}
                {text.tithiEnds(clock(details.tithiEndsAt, details.ad))}
              </dd>
              <dt className="font-medium text-muted">{text.sunrise}</dt>
              <dd className="text-ink">{text.nepalTime(clock(details.sunriseAt, details.ad))}</dd>
            </dl>
            <DevanagariDigitsToggle className="mt-4" />
          </section>
        )}
      </ToolPanel>
    </ToolLayout>
  );
}
