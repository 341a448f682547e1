import { Search } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { isFindShortcut } from './find-shortcut.ts';
import { useTranslation } from 'react-i18next';

const loadPalette = () => import('./command-palette.tsx');
const CommandPalette = lazy(loadPalette);

/**
 * What the visitor types between opening the palette and its first paint: the palette loads on
 * first use, and a visitor who presses Ctrl+K and types at once must not lose the first letters.
 */
function useTypedAhead(listening: boolean) {
  const typed = useRef('');
  useEffect(() => {
    if (!listening) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'Backspace') typed.current = typed.current.slice(0, -1);
      else if (event.key.length === 1) typed.current += event.key;
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [listening]);
  return useCallback(() => {
    const text = typed.current;
    typed.current = '';
    return text;
  }, []);
}

/**
 * Listens for Ctrl+K, Cmd+K and / on the whole page and opens the command palette, which is
 * loaded on first use; also shows a search button for screens too narrow for the header's box.
 */
export function PaletteLauncher({ buttonClassName }: { buttonClassName?: string }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('find');
  const [loaded, setLoaded] = useState(false);
  const [mounted, setMounted] = useState(false);
  const takeTypedAhead = useTypedAhead(open && !mounted);
  const onMounted = useCallback(() => setMounted(true), []);

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
          <CommandPalette
            open={open}
            onOpenChange={setOpen}
            takeTypedAhead={takeTypedAhead}
            onMounted={onMounted}
          />
        </Suspense>
      )}
    </>
  );
}
