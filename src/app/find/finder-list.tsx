import { ToolIcon } from '../../components/tool-icon.tsx';
import { cn } from '../../lib/cn.ts';
import type { FinderSection } from './finder-options.ts';
import type { useFinder } from './use-finder.ts';
import { useCatalogueText } from '../../i18n/use-catalogue-text.ts';

/**
 * The listbox of a tool finder: one group per section, one option per tool (name and category).
 * Focus stays in the combobox input; the active option is marked by aria-activedescendant there.
 */
export function FinderList({
  id,
  label,
  sections,
  finder,
  className,
}: {
  id: string;
  label: string;
  sections: readonly FinderSection[];
  finder: ReturnType<typeof useFinder>;
  className?: string;
}) {
  const text = useCatalogueText();
  let index = 0;
  return (
    <div id={id} role="listbox" aria-label={label} className={cn('overflow-y-auto', className)}>
      {sections.map((section) => {
        if (section.refs.length === 0) return null;
        const headingId = `${id}-${section.id}-label`;
        return (
          <div key={section.id} role="group" aria-labelledby={headingId} className="py-1">
            <div
              id={headingId}
              className="px-3 py-1 text-xs font-semibold uppercase tracking-wide text-muted"
            >
              {section.label}
            </div>
            {section.refs.map((ref) => {
              const option = finder.options[index++]!;
              const active = option.id === finder.activeId;
              return (
                // The keyboard reaches options through the combobox (aria-activedescendant).
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <div
                  key={option.id}
                  tabIndex={-1}
                  id={option.id}
                  role="option"
                  aria-selected={active}
                  data-slug={ref.tool.slug}
                  // Keep focus in the input: the click opens the tool.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => !active && finder.setActiveId(option.id)}
                  onClick={() => finder.open(ref)}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm',
                    active ? 'bg-accent-soft text-accent-strong' : 'text-ink',
                  )}
                >
                  <ToolIcon name={ref.tool.icon} className="size-4 shrink-0" />
                  <span className="min-w-0 flex-1 truncate font-medium">
                    {text.tool(ref.tool).name}
                  </span>
                  <span
                    className={cn('shrink-0 text-xs', active ? 'text-accent-strong' : 'text-muted')}
                  >
                    {text.category(ref.category).name}
                  </span>
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
