import type { TimeRangeProblem } from '../../../shared/jobs/time-range.ts';
import { useMessages, type Translation } from '../../i18n/index.ts';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { jobMessages } from './messages.ts';

type TimeWords = Translation<(typeof jobMessages)['en']['time']>;
const english = jobMessages.en.time;
const valued = [
  [/^The end time must be at least ([\d.]+) seconds after the start time\.$/, 'tooShort'],
  [/^The piece may be at most ([\d.]+) seconds long\. Choose a shorter piece\.$/, 'tooLong'],
  [/^The start time is past the end of the file \(it is (.+) long\)\.$/, 'startPastFile'],
  [/^The end time is past the end of the file \(it is (.+) long\)\.$/, 'endPastFile'],
] as const;

/** A time problem the checks gave in English, in the shown language (any other as it is). */
function shownProblem(message: string, m: TimeWords): string {
  if (message === english.startNegative) return m.startNegative;
  if (message === english.endBeforeStart) return m.endBeforeStart;
  for (const [pattern, key] of valued) {
    const value = pattern.exec(message)?.[1];
    // A length is written `12.5 s`: the unit follows the language.
    if (value !== undefined) return m[key](value.replace(/ s$/, ` ${m.secondsUnit}`));
  }
  return message;
}

/**
 * Start and end time in seconds, side by side (stacked on phones), with the problem shown under
 * the field it concerns. The texts stay as typed; the screen checks them with `pieceProblem`.
 */
export function TimeRangeFields({
  start,
  end,
  onStart,
  onEnd,
  problem,
  disabled,
  endMin = 0.1,
}: {
  start: string;
  end: string;
  onStart: (value: string) => void;
  onEnd: (value: string) => void;
  problem: TimeRangeProblem | null;
  disabled?: boolean;
  endMin?: number;
}) {
  const m = useMessages(jobMessages).time;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label={m.start}
        error={problem?.field === 'startTime' ? shownProblem(problem.message, m) : undefined}
      >
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          step={0.1}
          value={start}
          disabled={disabled}
          onChange={(event) => onStart(event.target.value)}
        />
      </Field>
      <Field
        label={m.end}
        error={problem?.field === 'endTime' ? shownProblem(problem.message, m) : undefined}
      >
        <Input
          type="number"
          inputMode="decimal"
          min={endMin}
          step={0.1}
          value={end}
          disabled={disabled}
          onChange={(event) => onEnd(event.target.value)}
        />
      </Field>
    </div>
  );
}
