import { RotateCcw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { useMessages } from '../../i18n/index.ts';
import { CheckboxField } from '../text-common/checkbox-field.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { CopyButton } from '../text-common/copy-button.tsx';
import { textCommonMessages } from '../text-common/messages.ts';
import { PoliteStatus } from '../text-common/polite-status.tsx';
import { countError, generateLorem, LIMITS, seededRandom, type LoremUnit } from './lorem.ts';
import { loremMessages } from './messages.ts';

const DEFAULTS = { unit: 'paragraphs' as LoremUnit, count: '3', startWithLorem: true };
const EXAMPLE_SEED = 2026;

export default function LoremIpsumScreen() {
  const words = useMessages(loremMessages);
  const common = useMessages(textCommonMessages);
  const { trackAction, trackConversion } = useToolTracking();
  const [unit, setUnit] = useState<LoremUnit>(DEFAULTS.unit);
  const [count, setCount] = useState(DEFAULTS.count);
  const [startWithLorem, setStartWithLorem] = useState(DEFAULTS.startWithLorem);
  const [error, setError] = useState<string | undefined>();
  // The example on the first paint is drawn from a fixed seed, so the server paints the same
  // text the browser's first render shows; Generate draws anew.
  const [output, setOutput] = useState(() =>
    generateLorem(
      { unit: DEFAULTS.unit, count: Number(DEFAULTS.count), startWithLorem: true },
      seededRandom(EXAMPLE_SEED),
    ),
  );
  const [status, setStatus] = useState('');

  const generate = () => {
    if (countError(unit, count)) {
      setError(words.countError(unit, LIMITS[unit]));
      return;
    }
    setError(undefined);
    setOutput(generateLorem({ unit, count: Number(count.trim()), startWithLorem }));
    setStatus(words.generated(count.trim(), unit));
    trackConversion();
  };

  return (
    <ToolLayout
      aside={
        <GuideCard title={common.howToUse}>
          <p>{words.guide.use}</p>
          <p>{words.limits(LIMITS.paragraphs, LIMITS.sentences, LIMITS.words)}</p>
          <p>{words.guide.purpose}</p>
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
            legend={words.generate}
            value={unit}
            options={[
              { value: 'paragraphs', label: words.units.paragraphs },
              { value: 'sentences', label: words.units.sentences },
              { value: 'words', label: words.units.words },
            ]}
            onChange={(value) => {
              setUnit(value);
              setError(undefined);
            }}
          />
          <div className="flex flex-wrap items-end gap-4">
            <Field label={words.howMany(unit)} error={error} className="w-44">
              <Input
                inputMode="numeric"
                value={count}
                onChange={(event) => setCount(event.target.value)}
              />
            </Field>
            <div className="pb-2.5">
              <CheckboxField
                label={words.startWithLorem}
                checked={startWithLorem}
                onChange={setStartWithLorem}
              />
            </div>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="submit">
              <Sparkles aria-hidden="true" />
              {words.generate}
            </Button>
            <CopyButton text={output} what={words.copiedWhat} />
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
              {common.reset}
            </Button>
          </div>
        </form>
        <div className="mt-5">
          <Field label={words.placeholderText}>
            <Textarea
              value={output}
              readOnly
              rows={12}
              className="font-sans text-base"
              placeholder={words.pressGenerate}
            />
          </Field>
        </div>
        <PoliteStatus message={status} />
      </ToolPanel>
    </ToolLayout>
  );
}
