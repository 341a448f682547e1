import { ListOrdered } from 'lucide-react';
import { useState } from 'react';
import { SingleFileJobFrame } from '../../components/jobs/single-file-job-frame.tsx';
import { useSingleFileJob } from '../../components/jobs/use-single-file-job.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useMessages } from '../../i18n/index.ts';
import { useRetentionLabel } from '../../lib/retention.tsx';
import { isDrawable } from '../../../shared/jobs/drawn-text.ts';
import { pageNumberText, type PageNumberDigits } from '../../../shared/jobs/page-number-text.ts';
import {
  numberPdfPagesJob,
  type NumberPosition,
} from '../../../shared/jobs/types/number-pdf-pages.ts';
import type { ToolScreenProps } from '../registry.ts';
import { numberPdfPagesMessages } from './messages.ts';

/** In the order they sit on a page, three to a row. */
const positions: readonly NumberPosition[] = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
];

const wholeNumber = (text: string, min: number, max: number) => {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : undefined;
};

/** Add page numbers: a template with {n} and {total}, where and how large, in which digits. */
export default function NumberPdfPagesScreen({ tool, category }: ToolScreenProps) {
  const [position, setPosition] = useState<NumberPosition>('bottom-center');
  const [format, setFormat] = useState('{n}');
  const [start, setStart] = useState('1');
  const [fontSize, setFontSize] = useState('11');
  const [digits, setDigits] = useState<PageNumberDigits>('latin');
  const t = useMessages(numberPdfPagesMessages);
  const period = useRetentionLabel();
  const job = useSingleFileJob(numberPdfPagesJob.type, {
    tool,
    category,
    toasts: {
      success: { title: t.toasts.numbered },
      failure: (error) => ({
        title: t.toasts.failed,
        description: error.message || t.toasts.failedHint,
      }),
    },
  });
  const text = format.trim();
  const formatProblem = !text.includes('{n}')
    ? t.problems.noNumber
    : text.length > 60
      ? t.problems.tooLong
      : isDrawable(text)
        ? undefined
        : t.problems.letters;
  const first = wholeNumber(start, 0, 99_999);
  const size = wholeNumber(fontSize, 6, 72);
  const parameters =
    formatProblem || first === undefined || size === undefined
      ? undefined
      : { position, format: text, start: first, fontSize: size, digits };
  const edit = (apply: () => void) => job.edit(apply);
  return (
    <ToolLayout
      aside={
        <GuideCard title={t.guide.title}>
          <p>{t.guide.how}</p>
          <p>{t.guide.format}</p>
          <p>{t.guide.deleted(period)}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SingleFileJobFrame
          job={job}
          chooseLabel={t.choosePdf}
          action={{ label: t.action, icon: <ListOrdered aria-hidden="true" /> }}
          parameters={parameters}
          download={job.file ? t.download : undefined}
        >
          <ChoiceGroup<NumberPosition>
            legend={t.position}
            name="number-position"
            columns="grid-cols-3"
            options={positions.map((value) => ({ value, label: t.positions[value] }))}
            value={position}
            disabled={job.busy}
            onChange={(value) => edit(() => setPosition(value))}
          />
          <Field
            label={t.format}
            hint={
              formatProblem
                ? t.formatHint
                : `${t.formatHint} ${t.example(pageNumberText(text, { n: 3, total: 10, digits }))}`
            }
            error={formatProblem}
          >
            <Input
              value={format}
              maxLength={80}
              disabled={job.busy}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => edit(() => setFormat(event.target.value))}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t.start} error={first === undefined ? t.problems.start : undefined}>
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={99_999}
                step={1}
                value={start}
                disabled={job.busy}
                onChange={(event) => edit(() => setStart(event.target.value))}
              />
            </Field>
            <Field label={t.fontSize} error={size === undefined ? t.problems.fontSize : undefined}>
              <Input
                type="number"
                inputMode="numeric"
                min={6}
                max={72}
                step={1}
                value={fontSize}
                disabled={job.busy}
                onChange={(event) => edit(() => setFontSize(event.target.value))}
              />
            </Field>
          </div>
          <ChoiceGroup<PageNumberDigits>
            legend={t.digits}
            name="number-digits"
            columns="grid-cols-2"
            options={[
              { value: 'latin', label: t.digitChoices.latin },
              { value: 'devanagari', label: t.digitChoices.devanagari },
            ]}
            value={digits}
            disabled={job.busy}
            onChange={(value) => edit(() => setDigits(value))}
          />
        </SingleFileJobFrame>
      </ToolPanel>
    </ToolLayout>
  );
}
