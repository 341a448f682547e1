import { RotateCcw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { CheckboxField } from '../text-common/checkbox-field.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { CopyButton } from '../text-common/copy-button.tsx';
import { PoliteStatus } from '../text-common/polite-status.tsx';
import { countError, generateLorem, LIMITS, type LoremUnit } from './lorem.ts';

const DEFAULTS = { unit: 'paragraphs' as LoremUnit, count: '3', startWithLorem: true };

export default function LoremIpsumScreen() {
  const { trackAction, trackConversion } = useToolTracking();
  const [unit, setUnit] = useState<LoremUnit>(DEFAULTS.unit);
  const [count, setCount] = useState(DEFAULTS.count);
  const [startWithLorem, setStartWithLorem] = useState(DEFAULTS.startWithLorem);
  const [error, setError] = useState<string | undefined>();
  const [output, setOutput] = useState(() =>
    generateLorem({ unit: DEFAULTS.unit, count: Number(DEFAULTS.count), startWithLorem: true }),
  );
  const [status, setStatus] = useState('');

  const generate = () => {
    const problem = countError(unit, count);
    setError(problem);
    if (problem) return;
    setOutput(generateLorem({ unit, count: Number(count.trim()), startWithLorem }));
    setStatus(`Generated ${count.trim()} ${unit}.`);
    trackConversion();
  };

  return (
    <ToolLayout
      aside={
        <GuideCard title="How to use">
          <p>Choose paragraphs, sentences or words, how many, and press Generate.</p>
          <p>
            Up to {LIMITS.paragraphs} paragraphs, {LIMITS.sentences} sentences or{' '}
            {LIMITS.words.toLocaleString('en')} words at a time. Paragraphs are separated by a blank
            line.
          </p>
          <p>
            Placeholder text shows a layout without distracting readers with meaning. Replace it
            before you publish.
          </p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <form
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            generate();
          }}
        >
          <ChoiceGroup
            look="list"
            inline
            legend="Generate"
            value={unit}
            options={[
              { value: 'paragraphs', label: 'Paragraphs' },
              { value: 'sentences', label: 'Sentences' },
              { value: 'words', label: 'Words' },
            ]}
            onChange={(value) => {
              setUnit(value);
              setError(undefined);
            }}
          />
          <div className="flex flex-wrap items-end gap-4">
            <Field label={`How many ${unit}`} error={error} className="w-44">
              <Input
                inputMode="numeric"
                value={count}
                onChange={(event) => setCount(event.target.value)}
              />
            </Field>
            <div className="pb-2.5">
              <CheckboxField
                label="Start with 'Lorem ipsum'"
                checked={startWithLorem}
                onChange={setStartWithLorem}
              />
            </div>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="submit">
              <Sparkles aria-hidden="true" />
              Generate
            </Button>
            <CopyButton text={output} what="The placeholder text" />
            <Button
              variant="outline"
              onClick={() => {
                setUnit(DEFAULTS.unit);
                setCount(DEFAULTS.count);
                setStartWithLorem(DEFAULTS.startWithLorem);
                setError(undefined);
                setOutput('');
                setStatus('');
                trackAction('reset');
              }}
            >
              <RotateCcw aria-hidden="true" />
              Reset
            </Button>
          </div>
        </form>
        <div className="mt-5">
          <Field label="Placeholder text">
            <Textarea
              value={output}
              readOnly
              rows={12}
              className="font-sans text-base"
              placeholder="Press Generate."
            />
          </Field>
        </div>
        <PoliteStatus message={status} />
      </ToolPanel>
    </ToolLayout>
  );
}
