import { Archive } from 'lucide-react';
import { useState } from 'react';
import { SingleFileJobFrame } from '../../components/jobs/single-file-job-frame.tsx';
import { useSingleFileJob } from '../../components/jobs/use-single-file-job.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { useMessages } from '../../i18n/index.ts';
import { useRetentionLabel } from '../../lib/retention.tsx';
import {
  pdfaLevels,
  pdfToPdfaJob,
  type PdfaLevel,
} from '../../../shared/jobs/types/pdf-to-pdfa.ts';
import type { ToolScreenProps } from '../registry.ts';
import { pdfToPdfaMessages } from './messages.ts';

/** PDF to PDF/A: an archival copy, fonts embedded, identified as PDF/A-2b or -3b. */
export default function PdfToPdfaScreen({ tool, category }: ToolScreenProps) {
  const [level, setLevel] = useState<PdfaLevel>('2b');
  const t = useMessages(pdfToPdfaMessages);
  const period = useRetentionLabel();
  const job = useSingleFileJob(pdfToPdfaJob.type, {
    tool,
    category,
    toasts: {
      success: { title: t.toasts.done },
      failure: (error) => ({
        title: t.toasts.failed,
        description: error.message || t.toasts.failedHint,
      }),
    },
  });
  return (
    <ToolLayout
      aside={
        <GuideCard title={t.guide.title}>
          <p>{t.guide.how}</p>
          <p>{t.guide.levels}</p>
          <p>{t.guide.deleted(period)}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SingleFileJobFrame
          job={job}
          chooseLabel={t.choosePdf}
          action={{ label: t.action, icon: <Archive aria-hidden="true" /> }}
          parameters={{ level }}
          preview={
            job.state.result && (
              <p className="text-sm text-ink" role="status">
                {t.done}
              </p>
            )
          }
          download={job.file ? t.download : undefined}
        >
          <ChoiceGroup<PdfaLevel>
            legend={t.level}
            name="pdfa-level"
            columns="grid-cols-1 sm:grid-cols-2"
            options={pdfaLevels.map((value) => ({ value, label: t.levels[value] }))}
            value={level}
            disabled={job.busy}
            onChange={(value) => job.edit(() => setLevel(value))}
          />
        </SingleFileJobFrame>
      </ToolPanel>
    </ToolLayout>
  );
}
