import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { cn } from '../../lib/cn.ts';
import { useAccessibility } from './accessibility-provider.tsx';
import { FONT_SIZE_LABELS, type FontSize } from './preferences.ts';

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
  const fontSizes = Object.keys(FONT_SIZE_LABELS) as FontSize[];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Accessibility settings"
        description="These settings are saved in this browser and apply to every page."
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo()?.focus();
        }}
      >
        <div className="divide-y divide-line">
          <SwitchRow
            label="High contrast"
            description="Stronger colours and underlined links."
            checked={preferences.highContrast}
            onToggle={a11y.toggleHighContrast}
          />
          <SwitchRow
            label="Reduced motion"
            description="Turns off animations and transitions."
            checked={preferences.reducedMotion}
            onToggle={a11y.toggleReducedMotion}
          />
          <fieldset className="py-3">
            <legend className="font-medium">Font size</legend>
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
                  {FONT_SIZE_LABELS[size]}
                </label>
              ))}
            </div>
          </fieldset>
          <SwitchRow
            label="Screen reader mode"
            description="Underlines links and draws thicker focus outlines."
            checked={preferences.screenReader}
            onToggle={a11y.toggleScreenReader}
          />
        </div>
        <Button variant="outline" className="mt-4 w-full" onClick={a11y.resetToDefaults}>
          <RotateCcw aria-hidden="true" />
          Reset to Defaults
        </Button>
      </DialogContent>
    </Dialog>
  );
}
