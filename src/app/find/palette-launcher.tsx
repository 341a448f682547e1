import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { isFindShortcut } from './find-shortcut.ts';
import { useTranslation } from 'react-i18next';

const loadPalette = () => import('./command-palette.tsx');
const CommandPalette = lazy(loadPalette);

/**
 * Listens for Ctrl+K, Cmd+K and / on the whole page and opens the command palette, which is
 * loaded on first use; also shows a search button for screens too narrow for the header's box.
 */
export function PaletteLauncher({ buttonClassName }: { buttonClassName?: string }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('find');
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isFindShortcut(event)) return;
      event.preventDefault();
      setLoaded(true);
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <Button
        variant="outline"
        size="icon"
        className={buttonClassName}
        aria-label={t('findTool')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="Control+K Meta+K /"
        onPointerEnter={() => void loadPalette()}
        onFocus={() => void loadPalette()}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Search aria-hidden="true" />
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <CommandPalette open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
