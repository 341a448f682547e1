import { RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { useMessages } from '../../i18n/index.ts';
import { cn } from '../../lib/cn.ts';
import { BackToTools } from '../text-common/back-to-tools.tsx';
import { CopyButton } from '../text-common/copy-button.tsx';
import { PoliteStatus } from '../text-common/polite-status.tsx';
import { caseTypes, convertCase, type CaseType } from './convert-case.ts';
import { caseMessages } from './messages.ts';

export default function CaseConverterScreen() {
  const words = useMessages(caseMessages);
  const { trackAction, trackConversion } = useToolTracking();
  const groupLabel = useId();
  const [text, setText] = useState('');
  const [type, setType] = useState<CaseType>('upper');
  const [status, setStatus] = useState('');
  const result = convertCase(text, type);
  const label = words.cases[type];

  return (
    <div className="space-y-4">
      <BackToTools />
      <ToolLayout
        aside={
          <GuideCard title={words.fiveCases}>
            <ul className="space-y-1.5">
              {caseTypes.map((c) => (
                <li key={c.type}>
                  <span className="font-medium text-ink">{words.cases[c.type]}</span>:{' '}
                  <code className="font-mono">{c.example}</code>
                </li>
              ))}
            </ul>
            <p>{words.lineByLine}</p>
          </GuideCard>
        }
      >
        <ToolPanel>
          <div className="space-y-5">
            <Field label={words.yourText}>
              <Textarea
                value={text}
                rows={7}
                className="font-sans text-base"
                placeholder={words.placeholder}
                onChange={(event) => setText(event.target.value)}
              />
            </Field>
            <div>
              <p id={groupLabel} className="mb-2 text-sm font-medium">
                {words.convertTo}
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
                      setStatus(text ? words.converted(words.cases[c.type]) : '');
                      trackAction('convert', { case_type: c.type });
                      if (text) trackConversion();
                    }}
                  >
                    {words.cases[c.type]}
                  </Button>
                ))}
              </div>
            </div>
            <Field label={words.result(label)}>
              <Textarea
                value={result}
                readOnly
                rows={7}
                className="font-sans text-base"
                placeholder={words.resultHere}
              />
            </Field>
            <div className="flex flex-wrap gap-3">
              <CopyButton text={result} what={words.copiedWhat} />
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
                {words.clear}
              </Button>
            </div>
          </div>
          <PoliteStatus message={status} />
        </ToolPanel>
      </ToolLayout>
    </div>
  );
}
