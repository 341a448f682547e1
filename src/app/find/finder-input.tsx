import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

/**
 * The combobox input of a tool finder (the header's search box and the command palette): a hidden
 * label, the search icon, and the input pointing at its listbox while that has options.
 */
export function FinderInput({
  id,
  listboxId,
  hasOptions,
  activeId,
  iconClassName,
  className,
  ...inputProps
}: {
  id: string;
  listboxId: string;
  hasOptions: boolean;
  activeId: string | undefined;
  iconClassName: string;
} & Omit<ComponentProps<'input'>, 'id' | 'type' | 'role'>) {
  const { t } = useTranslation('find');
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('label')}
      </label>
      <Search
        className={cn(
          'pointer-events-none absolute top-1/2 -translate-y-1/2 text-muted',
          iconClassName,
        )}
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={hasOptions}
        aria-controls={hasOptions ? listboxId : undefined}
        aria-activedescendant={hasOptions ? activeId : undefined}
        className={className}
        {...inputProps}
      />
    </>
  );
}
