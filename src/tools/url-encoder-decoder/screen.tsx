import { ArrowDownUp, Lock, RotateCcw, Unlock } from 'lucide-react';
import { useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { CheckboxField } from '../text-common/checkbox-field.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { CopyButton } from '../text-common/copy-button.tsx';
import { ErrorNote } from '../text-common/error-note.tsx';
import { PoliteStatus } from '../text-common/polite-status.tsx';
import { decodeUrlText, encodeUrlText, type UrlMode } from './url-codec.ts';

const modes = [
  {
    value: 'component' as const,
    label: 'Query value or path part',
    hint: 'Encodes every special character, / ? & = # included (encodeURIComponent).',
  },
  {
    value: 'url' as const,
    label: 'Whole URL',
    hint: 'Keeps the URL working: encodes spaces and non-ASCII only (encodeURI).',
  },
];

export default function UrlEncoderDecoderScreen() {
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
      setStatus(direction === 'encode' ? 'Encoded.' : 'Decoded.');
      trackConversion();
    } else {
      setOutput('');
      setError(result.error);
      setStatus('');
    }
  };

  return (
    <ToolLayout aside={<UrlGuide />}>
      <ToolPanel>
        <div className="space-y-5">
          <ChoiceGroup
            look="list"
            legend="What are you encoding?"
            value={mode}
            options={modes}
            onChange={setMode}
          />
          <Field label="Text or URL">
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
              Encode
            </Button>
            <Button variant="secondary" onClick={() => run('decode')}>
              <Unlock aria-hidden="true" />
              Decode
            </Button>
            <CheckboxField
              label="Decode + as a space (form data)"
              checked={plusAsSpace}
              onChange={setPlusAsSpace}
            />
          </div>
          <Field label="Result">
            <Textarea
              value={output}
              readOnly
              rows={6}
              spellCheck={false}
              placeholder="The result appears here."
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
              Use result as input
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
              Reset
            </Button>
          </div>
        </div>
        <PoliteStatus message={status} />
      </ToolPanel>
    </ToolLayout>
  );
}

function UrlGuide() {
  return (
    <GuideCard title="Which mode?">
      <p>
        <strong className="text-ink">Query value or path part</strong>: for one piece you put into a
        URL, such as a search term. <code>a&amp;b</code> becomes <code>a%26b</code>, so it cannot
        break the URL around it.
      </p>
      <p>
        <strong className="text-ink">Whole URL</strong>: for a complete address with spaces or
        accents. Its <code>/</code>, <code>?</code> and <code>&amp;</code> keep their meaning.
      </p>
      <p>
        Decoding turns <code>%C3%A9</code> back into <code>é</code>. A stray <code>%</code> or bytes
        that are not UTF-8 are pointed out with their position.
      </p>
    </GuideCard>
  );
}
