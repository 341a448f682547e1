import type { TimeRangeProblem } from '../../shared/jobs/time-range.ts';
import { useMessages } from '../../i18n/index.ts';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { jobMessages } from './messages.ts';

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
      <Field label={m.start} error={problem?.field === 'startTime' ? problem.message : undefined}>
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
      <Field label={m.end} error={problem?.field === 'endTime' ? problem.message : undefined}>
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
