import { Combine } from 'lucide-react';
import { useState } from 'react';
import { DownloadButton } from '../../components/jobs/download-button.tsx';
import { FilePicker } from '../../components/jobs/file-picker.tsx';
import { JobStatus } from '../../components/jobs/job-status.tsx';
import { OrderedFileList } from '../../components/jobs/ordered-file-list.tsx';
import { useJobToasts } from '../../components/jobs/use-job-toasts.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useMessages } from '../../i18n/index.ts';
import { useJobRunner } from '../../lib/jobs/use-job-runner.ts';
import { useRetentionLabel } from '../../lib/retention.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { mergePdfMessages } from './messages.ts';
import { mergePdfJob } from '../../../shared/jobs/types/merge-pdf.ts';

const slot = mergePdfJob.inputs[0]!;

/** Merge PDF: 2 to 50 PDFs, in the order the visitor sets, as one PDF with their bookmarks. */
export default function MergePdfScreen({ tool, category }: ToolScreenProps) {
  const [pdfs, setPdfs] = useState<File[]>([]);
  const t = useMessages(mergePdfMessages);
  const period = useRetentionLabel();
  const { runner, state } = useJobRunner(mergePdfJob.type, tool.slug);
  useJobToasts(
    state,
    {
      success: { title: t.toasts.merged },
      failure: (error) => ({
        title: t.toasts.failed,
        description: error.message || t.toasts.failedHint,
      }),
    },
    { tool, category, files: pdfs.length },
  );
  const change = (next: File[]) => {
    runner.reset();
    setPdfs(next);
  };
  return (
    <ToolLayout
      aside={
        <GuideCard title={t.guide.title}>
          <p>{t.guide.choose(slot.min, slot.max)}</p>
          <p>{t.guide.order}</p>
          <p>{t.guide.merge}</p>
          <p>{t.guide.bookmarks}</p>
          <p>{t.guide.deleted(period)}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <div className="space-y-5">
          <FilePicker
            slot={slot}
            buttonLabel={t.choosePdfs}
            chosen={pdfs.length}
            toolSlug={tool.slug}
            disabled={runner.busy || pdfs.length >= slot.max}
            onFiles={(chosen) => change([...pdfs, ...chosen])}
          />
          <OrderedFileList
            files={pdfs}
            onChange={change}
            itemLabel={t.item}
            disabled={runner.busy}
          />
          <Button
            size="lg"
            className="w-full sm:w-auto"
            disabled={pdfs.length < slot.min || runner.busy}
            onClick={() =>
              void runner.start(
                pdfs.map((file) => ({ field: 'files', file })),
                {},
              )
            }
          >
            <Combine aria-hidden="true" />
            {t.action}
          </Button>
          {pdfs.length === 1 && <p className="text-sm text-muted">{t.oneMore}</p>}
          <JobStatus runner={runner} state={state} />
          {state.result && <DownloadButton result={state.result} label={t.download} />}
        </div>
      </ToolPanel>
    </ToolLayout>
  );
}
