import '../_converters/devanagari-font.ts';
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
import { knownMessage, useMessages } from '../../i18n/index.ts';
import { AMOUNT_MESSAGES, amountInWords, readAmount, type AmountInWords } from './amount-words.ts';
import { numberToWordsMessages } from './messages.ts';

interface Row {
  key: keyof AmountInWords;
  lang: 'ne' | 'en';
}

const ROWS: readonly Row[] = [
  { key: 'chequeNepali', lang: 'ne' },
  { key: 'chequeEnglish', lang: 'en' },
  { key: 'nepali', lang: 'ne' },
  { key: 'english', lang: 'en' },
  { key: 'grouped', lang: 'en' },
  { key: 'groupedDevanagari', lang: 'ne' },
];

export default function Screen(_props: ToolScreenProps) {
  const ids = useId();
  const msg = useMessages(numberToWordsMessages);
  const { trackAction, trackConversion } = useToolTracking();
  const [text, setText] = useState('');
  const reading = useMemo(() => (text.trim() === '' ? undefined : readAmount(text)), [text]);
  const words = reading?.ok ? amountInWords(reading.amount) : undefined;
  const problem =
    reading && !reading.ok
      ? knownMessage(reading.message, AMOUNT_MESSAGES, msg.problems)
      : undefined;
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
        <GuideCard title={msg.howItWorks}>
          <p>
            {msg.guideAmount} <span lang="ne">१२,५००.५०</span>.
          </p>
          <p>{msg.guideGroups}</p>
          <p>{msg.guideCheque}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <Field id={`${ids}-amount`} label={msg.amount} hint={msg.amountHint} error={error}>
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
                <dt className="text-sm font-semibold text-muted">{msg.rows[row.key]}</dt>
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
                    what={msg.rows[row.key]}
                    label={msg.copy}
                    aria-label={msg.copyRow(msg.rows[row.key])}
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
            {msg.clear}
          </Button>
        </div>
        <LiveResult message={words ? words.chequeEnglish : ''} />
      </ToolPanel>
    </ToolLayout>
  );
}
