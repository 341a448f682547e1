export { loadDevanagariFont as preload } from '../_converters/devanagari-font.ts';
import { Copy, RotateCcw } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { copyWithToast } from '../_converters/copy.ts';
import { adToBs } from '../nepali-date-converter/bs-calendar.ts';
import { BS_MONTHS_EN, BS_MONTHS_NE } from '../nepali-date-converter/nepali-names.ts';
import { todayInNepal } from '../nepali-date-converter/today.ts';
import type { ToolScreenProps } from '../registry.ts';
import { SEASON_NOT_FOUND, SEASONS, seasonOfMonth } from './seasons.ts';

const monthOptions = BS_MONTHS_EN.map((name, index) => ({
  value: String(index + 1),
  label: `${name} (${BS_MONTHS_NE[index]})`,
}));

function currentMonth(): number {
  try {
    return adToBs(todayInNepal())?.month ?? 1;
  } catch {
    return 1;
  }
}

const monthsText = (months: readonly number[]) =>
  months.map((m) => BS_MONTHS_EN[m - 1]).join(' and ');

export default function Screen(_props: ToolScreenProps) {
  const ids = useId();
  const { trackAction, trackConversion } = useToolTracking();
  const [thisMonth] = useState(currentMonth);
  const [month, setMonth] = useState(thisMonth);
  const season = useMemo(() => seasonOfMonth(month), [month]);
  const monthName = BS_MONTHS_EN[month - 1] ?? '';
  const line = season
    ? `${monthName} is in ${season.name} (${season.nepali}), ${season.english.toLowerCase()}: ${monthsText(season.months)}, ${season.period}.`
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
        <GuideCard title="The six seasons">
          <p>The Nepali year has six seasons (ritu) of two months each.</p>
          <ul className="space-y-1">
            {SEASONS.map((s) => (
              <li key={s.name}>
                <span className="font-semibold text-ink">
                  {s.name} <span lang="ne">({s.nepali})</span>
                </span>
                : {monthsText(s.months)}, {s.english.toLowerCase()}
              </li>
            ))}
          </ul>
        </GuideCard>
      }
    >
      <ToolPanel>
        <Field label="Nepali month" id={`${ids}-month`} hint="Opens on the current month in Nepal.">
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
        >
          <h2
            id={`${ids}-season`}
            className="text-sm font-semibold tracking-wide text-accent-strong uppercase"
          >
            Season
          </h2>
          <div aria-live="polite" aria-atomic="true">
            {season ? (
              <>
                <p className="mt-1 text-2xl font-bold text-ink">
                  {season.name} <span lang="ne">({season.nepali})</span>
                </p>
                <p className="text-ink">{season.english}</p>
                <p className="mt-2 text-sm text-ink">
                  {monthName} is in {season.name}, with {monthsText(season.months)}: roughly{' '}
                  {season.period}.
                </p>
              </>
            ) : (
              <p className="mt-1 text-ink">{SEASON_NOT_FOUND}</p>
            )}
          </div>
        </section>
        <div className="mt-5 flex flex-wrap gap-3">
          <Button
            disabled={!season}
            onClick={() => {
              void copyWithToast(line, 'The season');
              trackAction('copy');
            }}
          >
            <Copy aria-hidden="true" />
            Copy Season
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setMonth(thisMonth);
              trackAction('reset');
            }}
          >
            <RotateCcw aria-hidden="true" />
            This Month
          </Button>
        </div>
      </ToolPanel>
    </ToolLayout>
  );
}
