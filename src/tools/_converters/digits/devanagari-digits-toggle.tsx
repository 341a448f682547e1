import { useId } from 'react';
import { Switch } from '../../../components/ui/switch.tsx';
import { useMessages } from '../../../i18n/index.ts';
import { digitsMessages } from './messages.ts';
import { useDevanagariDigits } from './use-devanagari-digits.ts';

/** The one switch of the Nepali tools between Latin (0-9) and Devanagari (०-९) output digits. */
export function DevanagariDigitsToggle({ className }: { className?: string }) {
  const text = useMessages(digitsMessages);
  const { on, setOn } = useDevanagariDigits();
  const id = useId();
  return (
    <div className={className}>
      <div className="flex items-center gap-3">
        <Switch id={id} checked={on} onCheckedChange={setOn} aria-describedby={`${id}-hint`} />
        <label htmlFor={id} className="text-sm font-medium">
          {text.label}
        </label>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {text.hint}
      </p>
    </div>
  );
}
