import { Accessibility } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useAccessibility } from './accessibility-provider.tsx';
import { currentMessages } from '../../i18n/index.ts';
import { announcementMessages } from './messages.ts';
import { useTranslation } from 'react-i18next';

const loadDialog = () => import('./accessibility-dialog.tsx');
const AccessibilityDialog = lazy(loadDialog);

/** The header's accessibility button; its dialog is loaded on first use (or on hover, ahead). */
export function AccessibilityButton() {
  const a11y = useAccessibility();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const change = (next: boolean) => {
    setOpen(next);
    if (next) setLoaded(true);
    a11y.announce(currentMessages(announcementMessages).menu(next));
  };

  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="icon"
        aria-label={t('accessibility.button')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => change(!open)}
      >
        <Accessibility aria-hidden="true" />
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <AccessibilityDialog
            open={open}
            onOpenChange={change}
            returnFocusTo={() => button.current}
          />
        </Suspense>
      )}
    </>
  );
}
