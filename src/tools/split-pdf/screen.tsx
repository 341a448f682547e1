import type { PDFDocumentProxy } from 'pdfjs-dist';
import { Split } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SingleFileJobFrame } from '../../components/jobs/single-file-job-frame.tsx';
import { useSingleFileJob } from '../../components/jobs/use-single-file-job.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { openPdfFile } from '../../lib/pdf/page-thumbnails.ts';
import { RetentionPeriod } from '../../lib/retention.tsx';
import {
  pagesToRanges,
  parsePageRanges,
  resolvePageRanges,
} from '../../shared/jobs/page-ranges.ts';
import type { ToolScreenProps } from '../registry.ts';
import { PagePicker } from './page-picker.tsx';

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

/** Opens the chosen PDF in the browser for its thumbnails; closes it when it changes. */
function usePdf(file: File | undefined): { pdf?: PDFDocumentProxy; failed: boolean } {
  const [state, setState] = useState<{ file?: File; pdf?: PDFDocumentProxy; failed: boolean }>({
    failed: false,
  });
  useEffect(() => {
    if (!file) return;
    let live = true;
    let opened: PDFDocumentProxy | undefined;
    openPdfFile(file).then(
      (pdf) => {
        opened = pdf;
        if (live) setState({ file, pdf, failed: false });
        else void pdf.loadingTask.destroy();
      },
      () => live && setState({ file, failed: true }),
    );
    return () => {
      live = false;
      void opened?.loadingTask.destroy();
    };
  }, [file]);
  return state.file === file ? state : { failed: false };
}

/** Split PDF: one PDF per range (picked from thumbnails or typed) or every n pages, in a ZIP. */
export default function SplitPdfScreen({ tool, category }: ToolScreenProps) {
  const [mode, setMode] = useState<Mode>('ranges');
  const [ranges, setRanges] = useState('');
  const [every, setEvery] = useState('1');
  const [touched, setTouched] = useState(false);
  const job = useSingleFileJob('split-pdf', {
    tool,
    category,
    toasts: {
      success: { title: 'PDF split successfully!' },
      failure: (error) => ({
        title: 'Splitting failed',
        description: error.message || 'Please try again with a different PDF.',
      }),
    },
  });
  const { pdf, failed } = usePdf(job.file);
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
        <GuideCard title="How to split a PDF">
          <p>1. Choose a PDF. Its pages appear below as thumbnails, drawn in your browser.</p>
          <p>
            2. Pick pages, or type ranges such as 1-3,5,8- (8- runs to the last page). Each range
            becomes its own PDF; pages next to each other form one range.
          </p>
          <p>Or cut the whole document every few pages.</p>
          <p>
            3. Press Split PDF and download a ZIP of PDFs named after your file and their pages.
            Your file and the result are deleted within <RetentionPeriod />.
          </p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SingleFileJobFrame
          job={job}
          chooseLabel="Choose a PDF"
          onFile={() => {
            setRanges('');
            setTouched(false);
          }}
          action={{ label: 'Split PDF', icon: <Split aria-hidden="true" /> }}
          parameters={parameters}
          download="Download PDFs as ZIP"
        >
          {failed && (
            <p className="text-sm text-muted">
              The pages of this PDF cannot be shown here (it may be damaged or password-protected).
              You can still type ranges.
            </p>
          )}
          <ChoiceGroup<Mode>
            legend="How to split"
            name="split-mode"
            columns="grid-cols-2"
            options={[
              { value: 'ranges', label: 'By page ranges' },
              { value: 'every', label: 'Every few pages' },
            ]}
            value={mode}
            disabled={job.busy}
            onChange={(value) => job.edit(() => setMode(value))}
          />
          {mode === 'ranges' ? (
            <>
              <Field
                label="Page ranges"
                hint="One PDF per range, for example 1-3,5,8- (8- runs to the last page)."
                error={touched && ranges.trim() !== '' ? problem : undefined}
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
              label="Pages in each PDF"
              hint={
                pages && everyValid
                  ? `${Math.ceil(pages / everyPages)} PDFs from ${pages} pages.`
                  : 'The last PDF takes the pages left over.'
              }
              error={everyValid ? undefined : 'Enter a whole number of pages, 1 or more'}
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
