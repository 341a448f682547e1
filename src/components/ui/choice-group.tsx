import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface Choice<V extends string> {
  value: V;
  label: string;
  /** A line under the label (the list look). */
  hint?: string;
  /** Drawn above the label (the tiles look: a shape's outline). */
  icon?: ReactNode;
}

/**
 * The three looks of one control: `tiles` (a grid of large choices, the job screens), `segmented`
 * (a compact switch, the design tools) and `list` (radio buttons with hints, the text tools).
 */
export type ChoiceLook = 'tiles' | 'segmented' | 'list';

export interface ChoiceGroupProps<V extends string> {
  legend: string;
  value: V;
  options: readonly Choice<V>[];
  onChange: (value: V) => void;
  look?: ChoiceLook;
  /** The radio group's name; a unique one by default. */
  name?: string;
  disabled?: boolean;
  className?: string;
  /** Tiles: the grid's column classes. */
  columns?: string;
  /** List: the choices side by side rather than one under the other. */
  inline?: boolean;
}

const LEGEND: Record<ChoiceLook, string> = {
  tiles: 'mb-2 text-sm font-medium text-ink',
  segmented: 'mb-1.5 text-sm font-medium text-ink',
  list: 'text-sm font-medium',
};

function optionClass(look: ChoiceLook, checked: boolean): string {
  if (look === 'tiles') {
    return cn(
      'flex cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border px-2 py-2 text-center text-sm font-medium has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
      checked
        ? 'border-accent bg-accent-soft text-accent-strong'
        : 'border-line bg-surface text-ink hover:bg-canvas',
    );
  }
  if (look === 'segmented') {
    return cn(
      'flex-1 cursor-pointer rounded-md px-3 py-1.5 text-center text-sm font-medium whitespace-nowrap transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
      checked ? 'bg-surface text-ink shadow-sm' : 'text-muted hover:text-ink',
    );
  }
  return cn(
    'flex cursor-pointer items-start gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus',
    checked ? 'border-accent bg-accent-soft' : 'border-line',
  );
}

/** A set of native radio buttons in a fieldset: arrow keys move between them, the legend names them. */
export function ChoiceGroup<V extends string>({
  legend,
  value,
  options,
  onChange,
  look = 'tiles',
  name,
  disabled,
  className,
  columns = 'grid-cols-2 sm:grid-cols-4',
  inline = false,
}: ChoiceGroupProps<V>) {
  const ownName = useId();
  const container =
    look === 'tiles'
      ? cn('grid gap-2', columns)
      : look === 'segmented'
        ? 'flex flex-wrap gap-1 rounded-lg bg-subtle p-1'
        : cn('mt-2 flex gap-2', inline ? 'flex-wrap' : 'flex-col');
  return (
    <fieldset disabled={disabled} className={cn('min-w-0', className)}>
      <legend className={LEGEND[look]}>{legend}</legend>
      <div className={container}>
        {options.map((option) => (
          <label key={option.value} className={optionClass(look, option.value === value)}>
            <input
              type="radio"
              name={name ?? ownName}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className={look === 'list' ? 'mt-0.5 accent-accent' : 'sr-only'}
            />
            {look === 'list' ? (
              <span>
                <span className="font-medium">{option.label}</span>
                {option.hint && <span className="block text-xs text-muted">{option.hint}</span>}
              </span>
            ) : (
              <>
                {option.icon}
                {option.label}
              </>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
