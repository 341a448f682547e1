import { ArrowDownUp, Lock, RotateCcw, Unlock } from 'lucide-react';
import { useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { richText, useMessages, type Translation } from '../../i18n/index.ts';
import { CheckboxField } from '../text-common/checkbox-field.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { CopyButton } from '../text-common/copy-button.tsx';
import { ErrorNote } from '../text-common/error-note.tsx';
import { textCommonMessages } from '../text-common/messages.ts';
import { PoliteStatus } from '../text-common/polite-status.tsx';
import { urlMessages } from './messages.ts';
import { decodeUrlText, encodeUrlText, type UrlMode } from './url-codec.ts';

type Words = Translation<typeof urlMessages.en>;

/** url-codec.ts's English message in the shown language; an unknown one as it is. */
function shownCodecError(message: string, words: Words): string {
  const codec = words.codec;
  let found = /^The text has a broken character at position (\d+) /.exec(message);
  if (found) return codec.brokenCharacter(found[1]!);
  found = /^'%' at position (\d+) must be followed/.exec(message);
  if (found) return codec.strayPercent(found[1]!);
  found = /^The bytes (\S+) at position (\d+) are not valid UTF-8 text\.$/.exec(message);
  if (found) return codec.notUtf8(found[1]!, found[2]!);
  return message === urlMessages.en.codec.notPercent ? codec.notPercent : message;
}

export default function UrlEncoderDecoderScreen() {
  const words = useMessages(urlMessages);
  const common = useMessages(textCommonMessages);
  const modes = [
    { value: 'component' as const, label: words.modes.component, hint: words.modes.componentHint },
    { value: 'url' as const, label: words.modes.url, hint: words.modes.urlHint },
  ];
  const { trackAction, trackConversion } = useToolTracking();
  const [mode, setMode] = useState<UrlMode>('component');
  const [plusAsSpace, setPlusAsSpace] = useState(false);
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');

  const run = (direction: 'encode' | 'decode') => {
    const result =
      direction === 'encode' ? encodeUrlText(input, mode) : decodeUrlText(input, mode, plusAsSpace);
    if (result.ok) {
      setOutput(result.value);
      setError('');
      setStatus(direction === 'encode' ? words.encoded : words.decoded);
      trackConversion();
    } else {
      setOutput('');
      setError(shownCodecError(result.error, words));
      setStatus('');
    }
  };

  return (
    <ToolLayout aside={<UrlGuide words={words} />}>
      <ToolPanel>
        <div className="space-y-5">
          <ChoiceGroup
            look="list"
            legend={words.what}
            value={mode}
            options={modes}
            onChange={setMode}
          />
          <Field label={words.input}>
            <Textarea
              value={input}
              rows={6}
              spellCheck={false}
              placeholder="https://example.com/search?q=café & crêpes"
              onChange={(event) => setInput(event.target.value)}
            />
          </Field>
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={() => run('encode')}>
              <Lock aria-hidden="true" />
              {words.encode}
            </Button>
            <Button variant="secondary" onClick={() => run('decode')}>
              <Unlock aria-hidden="true" />
              {words.decode}
            </Button>
            <CheckboxField
              label={words.plusAsSpace}
              checked={plusAsSpace}
              onChange={setPlusAsSpace}
            />
          </div>
          <Field label={words.result}>
            <Textarea
              value={output}
              readOnly
              rows={6}
              spellCheck={false}
              placeholder={words.resultHere}
            />
          </Field>
          <ErrorNote message={error} />
          <div className="flex flex-wrap gap-3">
            <CopyButton text={output} />
            <Button
              variant="outline"
              disabled={output === ''}
              onClick={() => {
                setInput(output);
                setOutput('');
                trackAction('swap');
              }}
            >
              <ArrowDownUp aria-hidden="true" />
              {words.useResult}
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setInput('');
                setOutput('');
                setError('');
                setStatus('');
                trackAction('reset');
              }}
            >
              <RotateCcw aria-hidden="true" />
              {common.reset}
            </Button>
          </div>
        </div>
        <PoliteStatus message={status} />
      </ToolPanel>
    </ToolLayout>
  );
}

function UrlGuide({ words }: { words: Words }) {
  const strong = (text: string) => <strong className="text-ink">{text}</strong>;
  const code = (text: string) => <code>{text}</code>;
  return (
    <GuideCard title={words.whichMode}>
      <p>
        {richText(words.guide.component, {
          component: strong(words.modes.component),
          ampersand: code('a&b'),
          escaped: code('a%26b'),
        })}
      </p>
      <p>
        {richText(words.guide.url, {
          url: strong(words.modes.url),
          slash: code('/'),
          question: code('?'),
          and: code('&'),
        })}
      </p>
      <p>
        {richText(words.guide.decoding, {
          encoded: code('%C3%A9'),
          e: code('é'),
          percent: code('%'),
        })}
      </p>
    </GuideCard>
  );
}
