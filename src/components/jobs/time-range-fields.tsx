import type { TimeRangeProblem } from '../../shared/jobs/time-range.ts';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';

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
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Start time (seconds)"
        error={problem?.field === 'startTime' ? problem.message : undefined}
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
        label="End time (seconds)"
        error={problem?.field === 'endTime' ? problem.message : undefined}
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
