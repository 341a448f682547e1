export { loadDevanagariFont as preload } from '../_converters/devanagari-font.ts';
import { RotateCcw } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LiveResult } from '../_converters/live-region.tsx';
import { useOnSettledChange, useSettled } from '../_converters/use-settled.ts';
import { CopyButton } from '../text-common/copy-button.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { amountInWords, readAmount, type AmountInWords } from './amount-words.ts';

interface Row {
  key: keyof AmountInWords;
  label: string;
  lang: 'ne' | 'en';
}

const ROWS: readonly Row[] = [
  { key: 'chequeNepali', label: 'Cheque, in Nepali', lang: 'ne' },
  { key: 'chequeEnglish', label: 'Cheque, in English', lang: 'en' },
  { key: 'nepali', label: 'In Nepali words', lang: 'ne' },
  { key: 'english', label: 'In English words', lang: 'en' },
  { key: 'grouped', label: 'Grouped digits', lang: 'en' },
  { key: 'groupedDevanagari', label: 'Grouped in Nepali digits', lang: 'ne' },
];

export default function Screen(_props: ToolScreenProps) {
  const ids = useId();
  const { trackAction, trackConversion } = useToolTracking();
  const [text, setText] = useState('');
  const reading = useMemo(() => (text.trim() === '' ? undefined : readAmount(text)), [text]);
  const words = reading?.ok ? amountInWords(reading.amount) : undefined;
  const problem = reading && !reading.ok ? reading.message : undefined;
  const settledProblem = useSettled(problem, 700);
  // Shown once typing pauses, and gone at once when the text is right again.
  const error = problem ? settledProblem : undefined;
  const markChanged = useOnSettledChange(text, () => {
    if (words) {
      trackAction('convert');
      trackConversion();
    }
  });

  return (
    <ToolLayout
      aside={
        <GuideCard title="How it works">
          <p>
            Type an amount of up to 99 kharab (99,99,99,99,99,999.99) with or without commas. Up to
            two digits after the point are paisa. Nepali digits work too:{' '}
            <span lang="ne">१२,५००.५०</span>.
          </p>
          <p>
            Above a thousand, Nepali amounts count in twos: 1 lakh = 1,00,000; 1 crore = 100 lakh; 1
            arab = 100 crore; 1 kharab = 100 arab.
          </p>
          <p>The cheque forms end with ‘only’ (मात्र) so that nothing can be added after them.</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <Field
          id={`${ids}-amount`}
          label="Amount in rupees"
          hint="For example 12,34,567.50 or १२३४५६७.५०"
          error={error}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            value={text}
            onChange={(event) => {
              markChanged();
              setText(event.target.value);
            }}
          />
        </Field>
        {words && (
          <dl className="mt-5 space-y-4">
            {ROWS.map((row) => (
              <div key={row.key} className="rounded-card border border-line p-4">
                <dt className="text-sm font-semibold text-muted">{row.label}</dt>
                <dd className="mt-1 flex items-start justify-between gap-3">
                  <span
                    lang={row.lang}
                    className="min-w-0 flex-1 text-lg font-medium break-words text-ink"
                  >
                    {words[row.key]}
                  </span>
                  <CopyButton
                    size="sm"
                    text={words[row.key]}
                    what={row.label}
                    label="Copy"
                    aria-label={`Copy ${row.label.toLowerCase()}`}
                  />
                </dd>
              </div>
            ))}
          </dl>
        )}
        <div className="mt-6">
          <Button
            variant="outline"
            disabled={text === ''}
            onClick={() => {
              setText('');
              trackAction('reset');
            }}
          >
            <RotateCcw aria-hidden="true" />
            Clear
          </Button>
        </div>
        <LiveResult message={words ? words.chequeEnglish : ''} />
      </ToolPanel>
    </ToolLayout>
  );
}
