import { useId, useState } from 'react';
import { Input } from '../../components/ui/input.tsx';
import { knownMessage, useMessages } from '../../i18n/index.ts';
import { HEX_MESSAGES, formatHex, parseSixDigitHex } from './color.ts';
import { designMessages } from './messages.ts';

interface Draft {
  text: string;
  /** The colour this text was typed against: a new colour from elsewhere replaces the draft. */
  value: string;
  blurred: boolean;
}

/**
 * A colour as a native colour well plus a six-digit hex text field (the design tools' rule). A
 * valid hex applies as it is typed; an unfinished one is explained once the field is left.
 */
export function ColorField({
  label,
  value,
  onChange,
  hint,
}: {
  label: string;
  /** '#rrggbb' */
  value: string;
  onChange: (hex: string) => void;
  hint?: string;
}) {
  const text = useMessages(designMessages);
  const id = useId();
  const [draft, setDraft] = useState<Draft | null>(null);
  const current = draft && draft.value === value ? draft : null;
  const parsed = current ? parseSixDigitHex(current.text) : null;
  const error =
    parsed && !parsed.ok && (current?.blurred || parsed.error === HEX_MESSAGES.characters)
      ? knownMessage(parsed.error, HEX_MESSAGES, text.hex)
      : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;

  const type = (text: string) => {
    const result = parseSixDigitHex(text);
    if (result.ok) {
      const hex = formatHex(result.color);
      setDraft({ text, value: hex, blurred: false });
      if (hex !== value) onChange(hex);
    } else {
      setDraft({ text, value, blurred: false });
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          value={value}
          aria-label={text.colorPicker(label)}
          onChange={(event) => {
            setDraft(null);
            onChange(event.target.value.toLowerCase());
          }}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-line bg-surface p-1"
        />
        <Input
          id={id}
          value={current ? current.text : value}
          onChange={(event) => type(event.target.value)}
          onBlur={() => current && setDraft({ ...current, blurred: true })}
          spellCheck={false}
          autoComplete="off"
          maxLength={9}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          className="font-mono"
        />
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
