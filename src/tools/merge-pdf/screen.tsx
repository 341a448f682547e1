import { Combine } from 'lucide-react';
import { useState } from 'react';
import { DownloadButton } from '../../components/jobs/download-button.tsx';
import { FilePicker } from '../../components/jobs/file-picker.tsx';
import { JobStatus } from '../../components/jobs/job-status.tsx';
import { OrderedFileList } from '../../components/jobs/ordered-file-list.tsx';
import { useJobToasts } from '../../components/jobs/use-job-toasts.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useJobRunner } from '../../lib/jobs/use-job-runner.ts';
import { RetentionPeriod } from '../../lib/retention.tsx';
import { jobRegistry } from '../../shared/jobs/registry.ts';
import type { ToolScreenProps } from '../registry.ts';

const slot = jobRegistry['merge-pdf'].inputs[0]!;

/** Merge PDF: 2 to 50 PDFs, in the order the visitor sets, as one PDF with their bookmarks. */
export default function MergePdfScreen({ tool, category }: ToolScreenProps) {
  const [pdfs, setPdfs] = useState<File[]>([]);
  const { runner, state } = useJobRunner('merge-pdf', tool.slug);
  useJobToasts(
    state,
    {
      success: { title: 'PDFs merged successfully!' },
      failure: (error) => ({
        title: 'Merging failed',
        description: error.message || 'Please try again with different PDFs.',
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
        <GuideCard title="How to merge PDFs">
          <p>
            1. Choose {slot.min} to {slot.max} PDF files.
          </p>
          <p>
            2. Put them in order: drag a row, or use its arrow buttons (Tab to a button, then Enter
            or Space).
          </p>
          <p>3. Press Merge PDFs: every page of every file, in that order, in one PDF.</p>
          <p>
            The bookmarks of each file are kept and lead to its pages. Password-protected PDFs
            cannot be merged: remove the password first.
          </p>
          <p>
            Your files and the result are deleted within <RetentionPeriod />.
          </p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <div className="space-y-5">
          <FilePicker
            slot={slot}
            buttonLabel="Choose PDFs"
            chosen={pdfs.length}
            toolSlug={tool.slug}
            disabled={runner.busy || pdfs.length >= slot.max}
            onFiles={(chosen) => change([...pdfs, ...chosen])}
          />
          <OrderedFileList files={pdfs} onChange={change} itemLabel="PDF" disabled={runner.busy} />
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
            Merge PDFs
          </Button>
          {pdfs.length === 1 && (
            <p className="text-sm text-muted">Add at least one more PDF to merge.</p>
          )}
          <JobStatus runner={runner} state={state} />
          {state.result && <DownloadButton result={state.result} label="Download merged PDF" />}
        </div>
      </ToolPanel>
    </ToolLayout>
  );
}
