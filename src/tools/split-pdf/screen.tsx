import { Split } from 'lucide-react';
import { useState } from 'react';
import { SingleFileJobFrame } from '../../components/jobs/single-file-job-frame.tsx';
import { useSingleFileJob } from '../../components/jobs/use-single-file-job.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useMessages } from '../../i18n/index.ts';
import { usePdfDocument } from '../../lib/pdf/use-pdf-document.ts';
import { useRetentionLabel } from '../../lib/retention.tsx';
import {
  pagesToRanges,
  parsePageRanges,
  resolvePageRanges,
} from '../../../shared/jobs/page-ranges.ts';
import type { ToolScreenProps } from '../registry.ts';
import { splitPdfMessages } from './messages.ts';
import { PagePicker } from './page-picker.tsx';
import { shownRangeProblem } from './range-problem.ts';
import { splitPdfJob } from '../../../shared/jobs/types/split-pdf.ts';

type Mode = 'ranges' | 'every';

/** What is wrong with the ranges for this document, if anything (the server checks again). */
function rangesProblem(text: string, pages: number | undefined): string | undefined {
  const ranges = parsePageRanges(text);
  if (typeof ranges === 'string') return ranges;
  if (pages === undefined) return undefined;
  const spans = resolvePageRanges(ranges, pages);
  return typeof spans === 'string' ? spans : undefined;
}

/** The pages the ranges cover, for the picker (empty while the text cannot be read). */
function pagesOf(text: string, pages: number): Set<number> {
  const ranges = parsePageRanges(text);
  const spans = typeof ranges === 'string' ? [] : resolvePageRanges(ranges, pages);
  const chosen = new Set<number>();
  for (const span of typeof spans === 'string' ? [] : spans) {
    for (let page = span.from; page <= span.to; page++) chosen.add(page);
  }
  return chosen;
}

/** Split PDF: one PDF per range (picked from thumbnails or typed) or every n pages, in a ZIP. */
export default function SplitPdfScreen({ tool, category }: ToolScreenProps) {
  const [mode, setMode] = useState<Mode>('ranges');
  const [ranges, setRanges] = useState('');
  const [every, setEvery] = useState('1');
  const [touched, setTouched] = useState(false);
  const t = useMessages(splitPdfMessages);
  const period = useRetentionLabel();
  const job = useSingleFileJob(splitPdfJob.type, {
    tool,
    category,
    toasts: {
      success: { title: t.toasts.split },
      failure: (error) => ({
        title: t.toasts.failed,
        description: error.message || t.toasts.failedHint,
      }),
    },
  });
  const { pdf, failed } = usePdfDocument(job.file);
  const pages = pdf?.numPages;
  const everyPages = Number(every);
  const everyValid = Number.isInteger(everyPages) && everyPages >= 1;
  const problem = mode === 'ranges' ? rangesProblem(ranges, pages) : undefined;
  const parameters =
    mode === 'ranges'
      ? problem
        ? undefined
        : { ranges }
      : everyValid
        ? { every: everyPages }
        : undefined;

  const edit = (next: string) => job.edit(() => setRanges(next));
  const toggle = (page: number) => {
    if (pages === undefined) return;
    const chosen = pagesOf(ranges, pages);
    if (chosen.has(page)) chosen.delete(page);
    else chosen.add(page);
    setTouched(true);
    edit(pagesToRanges([...chosen]));
  };

  return (
    <ToolLayout
      aside={
        <GuideCard title={t.guide.title}>
          <p>{t.guide.choose}</p>
          <p>{t.guide.pick}</p>
          <p>{t.guide.every}</p>
          <p>{t.guide.download(period)}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SingleFileJobFrame
          job={job}
          chooseLabel={t.choosePdf}
          onFile={() => {
            setRanges('');
            setTouched(false);
          }}
          action={{ label: t.action, icon: <Split aria-hidden="true" /> }}
          parameters={parameters}
          download={t.download}
        >
          {failed && <p className="text-sm text-muted">{t.unreadable}</p>}
          <ChoiceGroup<Mode>
            legend={t.mode}
            name="split-mode"
            columns="grid-cols-2"
            options={[
              { value: 'ranges', label: t.byRanges },
              { value: 'every', label: t.byEvery },
            ]}
            value={mode}
            disabled={job.busy}
            onChange={(value) => job.edit(() => setMode(value))}
          />
          {mode === 'ranges' ? (
            <>
              <Field
                label={t.ranges}
                hint={t.rangesHint}
                error={
                  touched && ranges.trim() !== '' && problem
                    ? shownRangeProblem(problem, t.problems)
                    : undefined
                }
              >
                <Input
                  value={ranges}
                  disabled={job.busy}
                  placeholder="1-3,5,8-"
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(event) => {
                    setTouched(true);
                    edit(event.target.value);
                  }}
                />
              </Field>
              {pdf && (
                <PagePicker
                  pdf={pdf}
                  selected={pagesOf(ranges, pdf.numPages)}
                  onToggle={toggle}
                  disabled={job.busy}
                />
              )}
            </>
          ) : (
            <Field
              label={t.every}
              hint={
                pages && everyValid
                  ? t.everyCount(Math.ceil(pages / everyPages), pages)
                  : t.everyHint
              }
              error={everyValid ? undefined : t.everyInvalid}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={every}
                disabled={job.busy}
                onChange={(event) => job.edit(() => setEvery(event.target.value))}
              />
            </Field>
          )}
        </SingleFileJobFrame>
      </ToolPanel>
    </ToolLayout>
  );
}
