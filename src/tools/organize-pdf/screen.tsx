import { LayoutGrid, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { SingleFileJobFrame } from '../../components/jobs/single-file-job-frame.tsx';
import { useSingleFileJob } from '../../components/jobs/use-single-file-job.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useMessages } from '../../i18n/index.ts';
import { useRetentionLabel } from '../../lib/retention.tsx';
import { usePdfDocument } from '../../lib/pdf/use-pdf-document.ts';
import { orderToText, parsePageOrder } from '../../../shared/jobs/page-ranges.ts';
import { organizePdfJob } from '../../../shared/jobs/types/organize-pdf.ts';
import { shownRangeProblem } from '../split-pdf/range-problem.ts';
import { splitPdfMessages } from '../split-pdf/messages.ts';
import type { ToolScreenProps } from '../registry.ts';
import { organizePdfMessages } from './messages.ts';
import { PageBoard, type PlacedPage } from './page-board.tsx';

/** Keys of the pages on the board, unique across documents and duplicates. */
let lastKey = 0;
const newKey = () => ++lastKey;

/**
 * Organize PDF: the pages as thumbnails to drag, move, duplicate and remove; the order they end
 * in is sent as text (`3,1-2,2`). Where pdf.js cannot show the pages, the order is typed.
 */
export default function OrganizePdfScreen({ tool, category }: ToolScreenProps) {
  const t = useMessages(organizePdfMessages);
  const { problems } = useMessages(splitPdfMessages);
  const period = useRetentionLabel();
  const job = useSingleFileJob(organizePdfJob.type, {
    tool,
    category,
    toasts: {
      success: { title: t.toasts.organized },
      failure: (error) => ({
        title: t.toasts.failed,
        description: error.message || t.toasts.failedHint,
      }),
    },
  });
  const { pdf, failed } = usePdfDocument(job.file);
  const [placed, setPlaced] = useState<{ pdf?: unknown; pages: PlacedPage[] }>({ pages: [] });
  const [typed, setTyped] = useState('');
  const [announcement, setAnnouncement] = useState('');

  const original = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ key: newKey(), page: index + 1 }));
  // The board starts from the document's own order each time another PDF is opened.
  if (pdf && placed.pdf !== pdf) setPlaced({ pdf, pages: original(pdf.numPages) });
  const pages = pdf && placed.pdf === pdf ? placed.pages : [];

  const typedProblem = (() => {
    const parsed = parsePageOrder(typed);
    return typeof parsed === 'string' ? shownRangeProblem(parsed, problems) : undefined;
  })();
  const order = failed ? typed.trim() : orderToText(pages.map((item) => item.page));
  const parameters = failed
    ? typedProblem
      ? undefined
      : { pages: order }
    : pages.length > 0
      ? { pages: order }
      : undefined;

  return (
    <ToolLayout
      aside={
        <GuideCard title={t.guide.title}>
          <p>{t.guide.choose}</p>
          <p>{t.guide.arrange}</p>
          <p>{t.guide.download(period)}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SingleFileJobFrame
          job={job}
          chooseLabel={t.choosePdf}
          onFile={() => setTyped('')}
          action={{ label: t.action, icon: <LayoutGrid aria-hidden="true" /> }}
          parameters={parameters}
          download={job.file ? t.download : undefined}
        >
          {failed && (
            <>
              <p className="text-sm text-muted">{t.unreadable}</p>
              <Field
                label={t.order}
                hint={t.orderHint}
                error={typed.trim() !== '' ? typedProblem : undefined}
              >
                <Input
                  value={typed}
                  disabled={job.busy}
                  placeholder="3,1,2"
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(event) => job.edit(() => setTyped(event.target.value))}
                />
              </Field>
            </>
          )}
          {pdf && (
            <fieldset disabled={job.busy} className="min-w-0 space-y-3">
              <legend className="mb-2 text-sm font-medium text-ink">
                {t.board.legend(pages.length, pdf.numPages)}
              </legend>
              <PageBoard
                pdf={pdf}
                pages={pages}
                newKey={newKey}
                disabled={job.busy}
                onChange={(next) => job.edit(() => setPlaced({ pdf, pages: next }))}
              />
              {pages.length === 0 && (
                <p className="text-sm font-medium text-danger" role="alert">
                  {t.board.empty}
                </p>
              )}
              <div className="flex flex-wrap items-center gap-3">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    job.edit(() => {
                      setPlaced({ pdf, pages: original(pdf.numPages) });
                      setAnnouncement(t.board.restored);
                    })
                  }
                >
                  <RotateCcw aria-hidden="true" />
                  {t.board.reset}
                </Button>
                {pages.length > 0 && (
                  <p className="text-xs text-muted" data-testid="organize-order">
                    {t.orderSent(order)}
                  </p>
                )}
              </div>
              <p className="sr-only" aria-live="polite" role="status">
                {announcement}
              </p>
            </fieldset>
          )}
        </SingleFileJobFrame>
      </ToolPanel>
    </ToolLayout>
  );
}
