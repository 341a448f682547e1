import { Link } from '@tanstack/react-router';
import { categories } from '../../../shared/catalogue/index.ts';
import { ToolIcon } from '../../components/tool-icon.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { NavItems } from './nav-items.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from '../../i18n/use-catalogue-text.ts';
import { LanguageSwitch } from './language-switch.tsx';

/** The header's links and the categories in a side drawer on small screens; loaded when first opened. */
export default function MobileDrawer({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: () => HTMLElement | null;
}) {
  const { t } = useTranslation();
  const text = useCatalogueText();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('menu.title')}
        placement="right"
        closeLabel={t('menu.close')}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo()?.focus();
        }}
      >
        <div className="mb-4 flex items-center justify-between gap-3 px-3">
          <span className="text-sm font-medium text-ink">{t('language.label')}</span>
          <LanguageSwitch onSwitch={() => onOpenChange(false)} />
        </div>
        <nav aria-label={t('nav.mobile')}>
          <NavItems vertical onNavigate={() => onOpenChange(false)} />
          <h2
            id="drawer-categories"
            className="mt-6 px-3 text-xs font-semibold uppercase tracking-wide text-muted"
          >
            {t('nav.categories')}
          </h2>
          <ul aria-labelledby="drawer-categories" className="mt-2 flex flex-col gap-1">
            {categories.map((category) => (
              <li key={category.slug}>
                <Link
                  to="/tools/$categorySlug"
                  params={{ categorySlug: category.slug }}
                  onClick={() => onOpenChange(false)}
                  className="flex items-center gap-2 rounded-md px-3 py-2 text-base text-ink hover:bg-canvas"
                >
                  <ToolIcon name={category.icon} className="size-4 text-accent" />
                  {text.category(category).name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 flex items-center justify-between gap-3 px-3 sm:hidden">
          <span className="text-sm font-medium text-ink">{t('menu.colourTheme')}</span>
          <ThemeToggle />
        </div>
      </DialogContent>
    </Dialog>
  );
}
