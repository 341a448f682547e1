import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { cn } from '../../lib/cn.ts';
import { useAccessibility } from './accessibility-provider.tsx';
import { FONT_SIZE_LABELS, type FontSize } from '../../../shared/preferences.ts';
import { useMessages, type LocalizedMessages, type MessageTree } from '../../i18n/index.ts';

function SwitchRow({
  label,
  description,
  checked,
  onToggle,
}: {
  label: string;
  description: string;
  checked: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-muted">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onToggle}
        aria-describedby={`${id}-description`}
      />
    </div>
  );
}

/** The dialog's own texts (loaded with it). */
const dialogMessages = {
  en: {
    title: 'Accessibility settings',
    description: 'These settings are saved in this browser and apply to every page.',
    highContrast: 'High contrast',
    highContrastHint: 'Stronger colours and underlined links.',
    reducedMotion: 'Reduced motion',
    reducedMotionHint: 'Turns off animations and transitions.',
    fontSize: 'Font size',
    fontSizes: { normal: 'Normal', large: 'Large', xl: 'Extra Large' },
    screenReader: 'Screen reader mode',
    screenReaderHint: 'Underlines links and draws thicker focus outlines.',
    reset: 'Reset to Defaults',
  },
  ne: {
    title: 'पहुँचयोग्यता सेटिङहरू',
    description: 'यी सेटिङहरू यही ब्राउजरमा सुरक्षित हुन्छन् र हरेक पृष्ठमा लागू हुन्छन्।',
    highContrast: 'उच्च कन्ट्रास्ट',
    highContrastHint: 'गाढा रङ र रेखाङ्कित लिङ्कहरू।',
    reducedMotion: 'कम गति',
    reducedMotionHint: 'एनिमेसन र ट्रान्जिसन बन्द गर्छ।',
    fontSize: 'अक्षरको आकार',
    fontSizes: { normal: 'सामान्य', large: 'ठूलो', xl: 'अझ ठूलो' },
    screenReader: 'स्क्रिन रिडर मोड',
    screenReaderHint: 'लिङ्क रेखाङ्कित गर्छ र फोकस रेखा बाक्लो बनाउँछ।',
    reset: 'पूर्वनिर्धारितमा फर्काउनुहोस्',
  },
} satisfies LocalizedMessages<MessageTree>;

/** The accessibility settings dialog, loaded the first time a visitor opens it. */
export default function AccessibilityDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: () => HTMLElement | null;
}) {
  const a11y = useAccessibility();
  const { preferences } = a11y;
  const text = useMessages(dialogMessages);
  const fontSizes = Object.keys(FONT_SIZE_LABELS) as FontSize[];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={text.title}
        description={text.description}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo()?.focus();
        }}
      >
        <div className="divide-y divide-line">
          <SwitchRow
            label={text.highContrast}
            description={text.highContrastHint}
            checked={preferences.highContrast}
            onToggle={a11y.toggleHighContrast}
          />
          <SwitchRow
            label={text.reducedMotion}
            description={text.reducedMotionHint}
            checked={preferences.reducedMotion}
            onToggle={a11y.toggleReducedMotion}
          />
          <fieldset className="py-3">
            <legend className="font-medium">{text.fontSize}</legend>
            <div className="mt-2 grid grid-cols-3 gap-2">
              {fontSizes.map((size) => (
                <label
                  key={size}
                  className={cn(
                    'flex cursor-pointer items-center justify-center rounded-lg border px-2 py-2 text-sm font-medium has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus',
                    preferences.fontSize === size
                      ? 'border-accent bg-accent-soft text-accent-strong'
                      : 'border-line',
                  )}
                >
                  <input
                    type="radio"
                    name="font-size"
                    value={size}
                    checked={preferences.fontSize === size}
                    onChange={() => a11y.setFontSize(size)}
                    className="sr-only"
                  />
                  {text.fontSizes[size]}
                </label>
              ))}
            </div>
          </fieldset>
          <SwitchRow
            label={text.screenReader}
            description={text.screenReaderHint}
            checked={preferences.screenReader}
            onToggle={a11y.toggleScreenReader}
          />
        </div>
        <Button variant="outline" className="mt-4 w-full" onClick={a11y.resetToDefaults}>
          <RotateCcw aria-hidden="true" />
          {text.reset}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
