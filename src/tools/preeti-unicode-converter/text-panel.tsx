import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { LiveResult } from '../_converters/live-region.tsx';
import { useOnSettledChange } from '../_converters/use-settled.ts';
import { CopyButton } from '../text-common/copy-button.tsx';
import { preetiToUnicode } from './preeti-to-unicode.ts';
import { unicodeToPreeti } from './unicode-to-preeti.ts';
import { useMessages } from '../../i18n/index.ts';
import { preetiMessages } from './messages.ts';

/**
 * Most characters a converted field shows. Shaping and laying out long Devanagari text is the
 * browser's heaviest step here and grows with the text (a 200,000-character paste: longest task
 * 343 ms with the whole result shown, 265 ms with this preview; `npm run bench -- nepali-text`),
 * so a long result shows its beginning, read-only, and Copy takes the whole of it.
 */
export const PREVIEW_CHARS = 20_000;

/** What a field shows of its text: all of it, unless it is the converted side of a long text. */
function shownPart(value: string, converted: boolean) {
  const cut = converted && value.length > PREVIEW_CHARS;
  return { value: cut ? value.slice(0, PREVIEW_CHARS) : value, cut };
}

/** Two fields kept in step: typing or pasting in either writes the other. */
export function TextPanel() {
  const text = useMessages(preetiMessages);
  const { trackAction, trackConversion } = useToolTracking();
  const [preeti, setPreeti] = useState('');
  const [unicode, setUnicode] = useState('');
  const [typedIn, setTypedIn] = useState<'preeti' | 'unicode'>('preeti');
  const preetiShown = shownPart(preeti, typedIn === 'unicode');
  const unicodeShown = shownPart(unicode, typedIn === 'preeti');
  const [announced, setAnnounced] = useState('');
  const markChanged = useOnSettledChange(preeti, () => {
    if (preeti) {
      trackAction('convert');
      trackConversion();
    }
  });

  return (
    <div className="space-y-5">
      <div className="grid gap-5 md:grid-cols-2">
        <Field
          label={text.preetiText}
          hint={preetiShown.cut ? text.longText(PREVIEW_CHARS, preeti.length) : text.preetiHint}
        >
          <Textarea
            value={preetiShown.value}
            readOnly={preetiShown.cut}
            rows={8}
            spellCheck={false}
            autoComplete="off"
            className="font-mono text-base"
            onChange={(event) => {
              markChanged();
              const converted = preetiToUnicode(event.target.value);
              setTypedIn('preeti');
              setPreeti(event.target.value);
              setUnicode(converted);
              setAnnounced(converted);
            }}
          />
        </Field>
        <Field
          label={text.unicodeText}
          hint={unicodeShown.cut ? text.longText(PREVIEW_CHARS, unicode.length) : text.unicodeHint}
        >
          <Textarea
            value={unicodeShown.value}
            readOnly={unicodeShown.cut}
            rows={8}
            lang="ne"
            spellCheck={false}
            autoComplete="off"
            className="text-lg"
            onChange={(event) => {
              markChanged();
              const converted = unicodeToPreeti(event.target.value);
              setTypedIn('unicode');
              setUnicode(event.target.value);
              setPreeti(converted);
              setAnnounced('');
            }}
          />
        </Field>
      </div>
      <div className="flex flex-wrap gap-3">
        <CopyButton text={unicode} what={text.unicodeWhat} label={text.copyUnicode} />
        <CopyButton text={preeti} what={text.preetiWhat} label={text.copyPreeti} />
        <Button
          variant="outline"
          disabled={preeti === '' && unicode === ''}
          onClick={() => {
            setPreeti('');
            setUnicode('');
            setAnnounced('');
            trackAction('reset');
          }}
        >
          <RotateCcw aria-hidden="true" />
          {text.clear}
        </Button>
      </div>
      <LiveResult message={announced.length <= 200 ? announced : ''} />
    </div>
  );
}
