import '../_converters/devanagari-font.ts';
import { Copy, RotateCcw } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { copyWithToast } from '../_converters/copy.ts';
import { adToBs } from '../../../shared/calendar/bs-calendar.ts';
import {
  NEPAL_TODAY_ATTRIBUTE,
  nepalDayOf,
  useNepalTodayIso,
} from '../nepali-date-converter/use-nepal-today.ts';
import type { ToolScreenProps } from '../registry.ts';
import { useMessages } from '../../i18n/index.ts';
import { seasonMessages } from './messages.ts';
import { SEASONS, seasonOfMonth, type Season } from './seasons.ts';

/** The BS month of a day in Nepal given as YYYY-MM-DD. */
function monthOfDay(iso: string): number {
  try {
    return adToBs(nepalDayOf(iso))?.month ?? 1;
  } catch {
    return 1;
  }
}

export default function Screen(_props: ToolScreenProps) {
  const ids = useId();
  const text = useMessages(seasonMessages);
  /** A season's words in the shown language; English is seasons.ts's own. */
  const wordsOf = (s: Season) =>
    text.seasons[s.name] ?? { name: s.name, character: s.english, period: s.period };
  const monthsText = (months: readonly number[]) =>
    months.map((m) => text.monthName(m - 1)).join(text.and);
  const monthOptions = Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1),
    label: text.monthOption(index),
  }));
  const { trackAction, trackConversion } = useToolTracking();
  // This month is that of the day the page was rendered on (server and first browser render
  // alike), then of the browser's own day: a month the visitor did not choose follows it.
  const todayIso = useNepalTodayIso();
  const thisMonth = monthOfDay(todayIso);
  const [month, setMonth] = useState(thisMonth);
  const [shownMonth, setShownMonth] = useState(thisMonth);
  if (shownMonth !== thisMonth) {
    setShownMonth(thisMonth);
    if (month === shownMonth) setMonth(thisMonth);
  }
  const season = useMemo(() => seasonOfMonth(month), [month]);
  const monthName = text.monthName(month - 1);
  const shown = season ? wordsOf(season) : undefined;
  const line =
    season && shown
      ? text.line(
          monthName,
          shown.name,
          season.nepali,
          shown.character,
          monthsText(season.months),
          shown.period,
        )
      : '';

  const choose = (value: number) => {
    setMonth(value);
    // A month without a season says so in the result box, once.
    if (!seasonOfMonth(value)) return;
    trackAction('convert', { month: value });
    trackConversion();
  };

  return (
    <ToolLayout
      aside={
        <GuideCard title={text.sixSeasons}>
          <p>{text.intro}</p>
          <ul className="space-y-1">
            {SEASONS.map((s) => (
              <li key={s.name}>
                <span className="font-semibold text-ink">
                  {wordsOf(s).name} <span lang="ne">({s.nepali})</span>
                </span>
                {text.guideLine(monthsText(s.months), wordsOf(s).character)}
              </li>
            ))}
          </ul>
        </GuideCard>
      }
    >
      <ToolPanel>
        <Field label={text.month} id={`${ids}-month`} hint={text.monthHint}>
          <NativeSelect
            className="font-nepali"
            options={monthOptions}
            value={String(month)}
            onChange={(event) => choose(Number(event.target.value))}
          />
        </Field>
        <section
          aria-labelledby={`${ids}-season`}
          className="mt-5 rounded-card bg-accent-soft p-4 sm:p-5"
          {...{ [NEPAL_TODAY_ATTRIBUTE]: todayIso }}
        >
          <h2
            id={`${ids}-season`}
            className="text-sm font-semibold tracking-wide text-accent-strong uppercase"
          >
            {text.season}
          </h2>
          <div aria-live="polite" aria-atomic="true">
            {season && shown ? (
              <>
                <p className="mt-1 text-2xl font-bold text-ink">
                  {shown.name} <span lang="ne">({season.nepali})</span>
                </p>
                <p className="text-ink">{shown.character}</p>
                <p className="mt-2 text-sm text-ink">
                  {text.detail(monthName, shown.name, monthsText(season.months), shown.period)}
                </p>
              </>
            ) : (
              <p className="mt-1 text-ink">{text.notFound}</p>
            )}
          </div>
        </section>
        <div className="mt-5 flex flex-wrap gap-3">
          <Button
            disabled={!season}
            onClick={() => {
              void copyWithToast(line, text.copiedWhat);
              trackAction('copy');
            }}
          >
            <Copy aria-hidden="true" />
            {text.copySeason}
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setMonth(thisMonth);
              trackAction('reset');
            }}
          >
            <RotateCcw aria-hidden="true" />
            {text.thisMonth}
          </Button>
        </div>
      </ToolPanel>
    </ToolLayout>
  );
}
