import { Link } from '@tanstack/react-router';
import { Menu, Wrench } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { AccessibilityButton } from '../accessibility/accessibility-button.tsx';
import { HeaderSearch } from '../find/header-search.tsx';
import { PaletteLauncher } from '../find/palette-launcher.tsx';
import { CategoriesMenu } from './categories-menu.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { NavItems } from './nav-items.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { useTranslation } from 'react-i18next';

const loadDrawer = () => import('./mobile-drawer.tsx');
const MobileDrawer = lazy(loadDrawer);

export function Header() {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Link to="/" className="flex shrink-0 items-center gap-2 text-lg font-bold text-ink">
          <span className="flex size-8 items-center justify-center rounded-lg bg-accent text-white">
            <Wrench className="size-4" aria-hidden="true" />
          </span>
          Everyday Tools
        </Link>
        <nav aria-label={t('nav.main')} className="hidden md:block">
          <NavItems afterTools={<CategoriesMenu />} />
        </nav>
        <HeaderSearch className="hidden w-48 lg:block xl:w-64" />
        <div className="flex items-center gap-2">
          <PaletteLauncher buttonClassName="lg:hidden" />
          {/* On phones the switch lives in the menu drawer, like the theme button: the bar has no room. */}
          <LanguageSwitch className="max-sm:hidden" />
          <ThemeToggle className="max-sm:hidden" />
          <AccessibilityButton />
          <Button
            ref={menuButton}
            variant="outline"
            size="icon"
            className="md:hidden"
            aria-label={t('menu.open')}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onPointerEnter={() => void loadDrawer()}
            onClick={() => {
              setDrawerLoaded(true);
              setDrawerOpen(true);
            }}
          >
            <Menu aria-hidden="true" />
          </Button>
          {drawerLoaded && (
            <Suspense fallback={null}>
              <MobileDrawer
                open={drawerOpen}
                onOpenChange={setDrawerOpen}
                returnFocusTo={() => menuButton.current}
              />
            </Suspense>
          )}
        </div>
      </div>
    </header>
  );
}
