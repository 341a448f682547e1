import { useLayoutEffect, useRef } from 'react';
import { Textarea } from '../../components/ui/input.tsx';
import { eraseKey, typeKeys, type FieldState } from './composer.ts';

interface TypingFieldProps {
  state: FieldState;
  onChange: (state: FieldState) => void;
  id?: string;
  'aria-describedby'?: string;
}

/**
 * A text area that turns Latin keys into Devanagari as they are typed. It listens to
 * `beforeinput`, so it works with any keyboard that types Latin letters, on-screen ones too;
 * pasting, dropping and the browser's own edits go through untouched and end the word.
 */
export function TypingField({ state, onChange, ...rest }: TypingFieldProps) {
  const ref = useRef<HTMLTextAreaElement>(null);

  // Subscribed again on every change, in the commit itself, so the next key sees this state.
  useLayoutEffect(() => {
    const field = ref.current!;
    const onBeforeInput = (event: InputEvent) => {
      const { selectionStart, selectionEnd } = field;
      if (event.inputType === 'insertText' && event.data) {
        event.preventDefault();
        onChange(typeKeys(state, event.data, selectionStart, selectionEnd));
      } else if (event.inputType === 'deleteContentBackward') {
        const erased = eraseKey(state, selectionStart, selectionEnd);
        if (erased) {
          event.preventDefault();
          onChange(erased);
        }
      }
    };
    field.addEventListener('beforeinput', onBeforeInput);
    return () => field.removeEventListener('beforeinput', onBeforeInput);
  }, [state, onChange]);

  // Put the caret where the typed word ends, after React has written the new text.
  useLayoutEffect(() => {
    const field = ref.current;
    if (field && document.activeElement === field && field.selectionStart !== state.caret)
      field.setSelectionRange(state.caret, state.caret);
  }, [state]);

  return (
    <Textarea
      ref={ref}
      {...rest}
      value={state.text}
      rows={8}
      lang="ne"
      spellCheck={false}
      autoComplete="off"
      autoCapitalize="off"
      className="text-lg"
      onChange={(event) =>
        // Paste, drop, cut and other edits the browser made itself.
        onChange({ text: event.target.value, caret: event.target.selectionStart, word: undefined })
      }
    />
  );
}
