import { Link } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { categories } from '../../../shared/catalogue/index.ts';
import { ToolIcon } from '../../components/tool-icon.tsx';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from '../../i18n/use-catalogue-text.ts';

/** Moves focus among the panel's links with the arrow keys, Home and End. */
function focusLink(panel: HTMLElement | null, key: string) {
  const links = [...(panel?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  const current = links.indexOf(document.activeElement as HTMLAnchorElement);
  const last = links.length - 1;
  const next =
    key === 'ArrowDown'
      ? current >= last
        ? 0
        : current + 1
      : key === 'ArrowUp'
        ? current <= 0
          ? last
          : current - 1
        : key === 'Home'
          ? 0
          : last;
  links[next]?.focus();
}

/**
 * The header's Categories menu, as the disclosure pattern for site navigation: a button that shows
 * a list of category links (Tab or the arrow keys move through them, Escape closes and returns to
 * the button, a click elsewhere closes). Built without a menu library to keep every page light.
 */
export function CategoriesMenu() {
  const { t } = useTranslation();
  const text = useCatalogueText();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent | FocusEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    if (event.target === button.current && !open) {
      if (event.key !== 'ArrowDown') return;
      setOpen(true);
      // The panel renders on the next frame.
      requestAnimationFrame(() => focusLink(panel.current, 'Home'));
    } else if (open) {
      focusLink(panel.current, event.key);
    }
    event.preventDefault();
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onKeyDown={onKeyDown}
        onClick={() => setOpen(!open)}
        className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-canvas aria-expanded:bg-canvas"
      >
        {t('nav.categories')}
        <ChevronDown className="size-4" aria-hidden="true" />
      </button>
      <ul
        ref={panel}
        id={panelId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-1 min-w-64 rounded-card border border-line bg-surface p-1 shadow-lg"
      >
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              to="/tools/$categorySlug"
              params={{ categorySlug: category.slug }}
              onClick={() => setOpen(false)}
              onKeyDown={onKeyDown}
              className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-ink hover:bg-accent-soft focus-visible:bg-accent-soft"
            >
              <ToolIcon name={category.icon} className="size-4 text-accent" />
              {text.category(category).name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
