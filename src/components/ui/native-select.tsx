import { ChevronDown } from 'lucide-react';
import type { SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface NativeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options: readonly SelectOption[];
  placeholder?: string;
}

/**
 * A styled native <select>: keyboard, screen-reader and mobile friendly by default. An option may
 * not have an empty value (docs/product.md#inputs-and-limits), so a placeholder is a disabled first
 * option.
 */
export function NativeSelect({ className, options, placeholder, ...props }: NativeSelectProps) {
  for (const option of options) {
    if (option.value === '') throw new Error('A select option must not have an empty value');
  }
  return (
    <div className="relative">
      <select
        className={cn(
          'h-10 w-full appearance-none rounded-lg border border-line bg-surface pl-3 pr-9 text-base text-ink disabled:opacity-60 aria-[invalid=true]:border-danger',
          className,
        )}
        {...props}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
