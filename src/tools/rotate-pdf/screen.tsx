import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { SingleFileJobFrame } from '../../components/jobs/single-file-job-frame.tsx';
import { useSingleFileJob } from '../../components/jobs/use-single-file-job.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useMessages } from '../../i18n/index.ts';
import { useRetentionLabel } from '../../lib/retention.tsx';
import { parsePageRanges } from '../../../shared/jobs/page-ranges.ts';
import { rotatePdfJob, type RotateAngle } from '../../../shared/jobs/types/rotate-pdf.ts';
import { shownRangeProblem } from '../split-pdf/range-problem.ts';
import { splitPdfMessages } from '../split-pdf/messages.ts';
import type { ToolScreenProps } from '../registry.ts';
import { rotatePdfMessages } from './messages.ts';

const angles = ['90', '180', '270'] as const;

/** Rotate PDF: every page or the chosen ones, a quarter turn at a time, nothing redrawn. */
export default function RotatePdfScreen({ tool, category }: ToolScreenProps) {
  const [angle, setAngle] = useState<(typeof angles)[number]>('90');
  const [pages, setPages] = useState('');
  const t = useMessages(rotatePdfMessages);
  const { problems } = useMessages(splitPdfMessages);
  const period = useRetentionLabel();
  const job = useSingleFileJob(rotatePdfJob.type, {
    tool,
    category,
    toasts: {
      success: { title: t.toasts.rotated },
      failure: (error) => ({
        title: t.toasts.failed,
        description: error.message || t.toasts.failedHint,
      }),
    },
  });
  const parsed = pages.trim() === '' ? undefined : parsePageRanges(pages);
  const problem = typeof parsed === 'string' ? shownRangeProblem(parsed, problems) : undefined;
  return (
    <ToolLayout
      aside={
        <GuideCard title={t.guide.title}>
          <p>{t.guide.how}</p>
          <p>{t.guide.pages}</p>
          <p>{t.guide.deleted(period)}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SingleFileJobFrame
          job={job}
          chooseLabel={t.choosePdf}
          action={{ label: t.action, icon: <RotateCw aria-hidden="true" /> }}
          parameters={
            problem
              ? undefined
              : { angle: Number(angle) as RotateAngle, ...(pages.trim() ? { pages } : {}) }
          }
          download={job.file ? t.download : undefined}
        >
          <ChoiceGroup
            legend={t.angle}
            name="rotate-angle"
            columns="grid-cols-1 sm:grid-cols-3"
            options={angles.map((value) => ({ value, label: t.angles[value] }))}
            value={angle}
            disabled={job.busy}
            onChange={(value) => job.edit(() => setAngle(value))}
          />
          <Field label={t.pages} hint={t.pagesHint} error={problem}>
            <Input
              value={pages}
              disabled={job.busy}
              placeholder="1-3,5"
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => job.edit(() => setPages(event.target.value))}
            />
          </Field>
        </SingleFileJobFrame>
      </ToolPanel>
    </ToolLayout>
  );
}
