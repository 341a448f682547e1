import { RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { cn } from '../../lib/cn.ts';
import { BackToTools } from '../text-common/back-to-tools.tsx';
import { CopyButton } from '../text-common/copy-button.tsx';
import { PoliteStatus } from '../text-common/polite-status.tsx';
import { caseTypes, convertCase, type CaseType } from './convert-case.ts';

export default function CaseConverterScreen() {
  const { trackAction, trackConversion } = useToolTracking();
  const groupLabel = useId();
  const [text, setText] = useState('');
  const [type, setType] = useState<CaseType>('upper');
  const [status, setStatus] = useState('');
  const result = convertCase(text, type);
  const label = caseTypes.find((c) => c.type === type)!.label;

  return (
    <div className="space-y-4">
      <BackToTools />
      <ToolLayout
        aside={
          <GuideCard title="The five cases">
            <ul className="space-y-1.5">
              {caseTypes.map((c) => (
                <li key={c.type}>
                  <span className="font-medium text-ink">{c.label}</span>:{' '}
                  <code className="font-mono">{c.example}</code>
                </li>
              ))}
            </ul>
            <p>
              camelCase and snake_case treat each line on its own and drop punctuation between
              words, so a list of names becomes a list of identifiers.
            </p>
          </GuideCard>
        }
      >
        <ToolPanel>
          <div className="space-y-5">
            <Field label="Your text">
              <Textarea
                value={text}
                rows={7}
                className="font-sans text-base"
                placeholder="Type or paste text here"
                onChange={(event) => setText(event.target.value)}
              />
            </Field>
            <div>
              <p id={groupLabel} className="mb-2 text-sm font-medium">
                Convert to
              </p>
              <div role="group" aria-labelledby={groupLabel} className="flex flex-wrap gap-2">
                {caseTypes.map((c) => (
                  <Button
                    key={c.type}
                    variant="outline"
                    aria-pressed={type === c.type}
                    className={cn(
                      type === c.type && 'border-accent! bg-accent-soft! text-accent-strong!',
                    )}
                    onClick={() => {
                      setType(c.type);
                      setStatus(text ? `Converted to ${c.label}.` : '');
                      trackAction('convert', { case_type: c.type });
                      if (text) trackConversion();
                    }}
                  >
                    {c.label}
                  </Button>
                ))}
              </div>
            </div>
            <Field label={`Result (${label})`}>
              <Textarea
                value={result}
                readOnly
                rows={7}
                className="font-sans text-base"
                placeholder="The converted text appears here as you type."
              />
            </Field>
            <div className="flex flex-wrap gap-3">
              <CopyButton text={result} what="The converted text" />
              <Button
                variant="outline"
                disabled={text === ''}
                onClick={() => {
                  setText('');
                  setStatus('');
                  trackAction('reset');
                }}
              >
                <RotateCcw aria-hidden="true" />
                Clear
              </Button>
            </div>
          </div>
          <PoliteStatus message={status} />
        </ToolPanel>
      </ToolLayout>
    </div>
  );
}
