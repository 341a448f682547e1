import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface Choice<V extends string> {
  value: V;
  label: string;
  /** Drawn above the label (a shape's outline). */
  icon?: ReactNode;
}

/** A set of radio buttons drawn as tiles: one choice, arrow keys move between them. */
export function ChoiceGroup<V extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  disabled,
  columns = 'grid-cols-2 sm:grid-cols-4',
}: {
  legend: string;
  name: string;
  choices: ReadonlyArray<Choice<V>>;
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
  columns?: string;
}) {
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <div className={cn('grid gap-2', columns)}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'flex cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border px-2 py-2 text-center text-sm font-medium has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
              value === choice.value
                ? 'border-accent bg-accent-soft text-accent-strong'
                : 'border-line bg-surface text-ink hover:bg-canvas',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            {choice.icon}
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
