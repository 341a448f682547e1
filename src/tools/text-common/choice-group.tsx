import { useId } from 'react';
import { cn } from '../../lib/cn.ts';

export interface Choice<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

/** A set of radio buttons in a fieldset: arrow keys move between them, the legend names them. */
export function ChoiceGroup<T extends string>({
  legend,
  value,
  options,
  onChange,
  className,
  inline = false,
}: {
  legend: string;
  value: T;
  options: readonly Choice<T>[];
  onChange: (value: T) => void;
  className?: string;
  inline?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className={className}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className={cn('mt-2 flex gap-2', inline ? 'flex-wrap' : 'flex-col')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus',
              value === option.value ? 'border-accent bg-accent-soft' : 'border-line',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 accent-accent"
            />
            <span>
              <span className="font-medium">{option.label}</span>
              {option.hint && <span className="block text-xs text-muted">{option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
