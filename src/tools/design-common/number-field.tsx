import { useId, useState } from 'react';
import { Input } from '../../components/ui/input.tsx';
import { Slider } from '../../components/ui/slider.tsx';
import { useMessages } from '../../i18n/index.ts';
import { designMessages, type DesignWords } from './messages.ts';
import { parseBoundedNumber } from './number.ts';

interface Draft {
  text: string;
  value: number;
  blurred: boolean;
}

/**
 * A bounded number as a slider and a number box side by side. The slider moves on the step; the
 * box takes exact values and explains out-of-range ones once the visitor leaves it.
 */
export function NumberSliderField({
  label,
  value,
  min,
  max,
  step = 1,
  unit,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  /** Shown after the box: 'px', '°', '%'. */
  unit?: string;
  onChange: (value: number) => void;
}) {
  const text = useMessages(designMessages);
  const id = useId();
  const [draft, setDraft] = useState<Draft | null>(null);
  const current = draft && draft.value === value ? draft : null;
  const parsed = current
    ? parseBoundedNumber(current.text, { label, min, max, step }, text.number)
    : null;
  const error = parsed && !parsed.ok && current?.blurred ? parsed.error : undefined;
  const errorId = `${id}-error`;

  const type = (typed: string) => {
    const result = parseBoundedNumber(typed, { label, min, max, step }, text.number);
    if (result.ok) {
      setDraft({ text: typed, value: result.value, blurred: false });
      if (result.value !== value) onChange(result.value);
    } else {
      setDraft({ text: typed, value, blurred: false });
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {unit && <span className="sr-only"> ({unitName(unit, text.units)})</span>}
      </label>
      <div className="flex items-center gap-3">
        <Slider
          thumbLabel={label}
          value={[value]}
          min={min}
          max={max}
          step={step}
          onValueChange={([next]) => {
            if (next === undefined) return;
            setDraft(null);
            onChange(next);
          }}
          className="flex-1"
        />
        <div className="flex shrink-0 items-center gap-1">
          <Input
            id={id}
            type="number"
            inputMode="decimal"
            min={min}
            max={max}
            step={step}
            value={current ? current.text : String(value)}
            onChange={(event) => type(event.target.value)}
            onBlur={() => current && setDraft({ ...current, blurred: true })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="w-20 px-2 text-right tabular-nums"
          />
          {unit && (
            <span aria-hidden="true" className="w-5 text-sm text-muted">
              {unit}
            </span>
          )}
        </div>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function unitName(unit: string, names: DesignWords['units']): string {
  if (unit === 'px') return names.px;
  if (unit === '°') return names.deg;
  if (unit === '%') return names.percent;
  return unit;
}
