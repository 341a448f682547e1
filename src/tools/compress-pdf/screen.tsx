import { Shrink } from 'lucide-react';
import { useState } from 'react';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { DownloadButton } from '../../components/jobs/download-button.tsx';
import { ChosenFile, FilePicker } from '../../components/jobs/file-picker.tsx';
import { JobStatus } from '../../components/jobs/job-status.tsx';
import { useJobToasts } from '../../components/jobs/use-job-toasts.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatBytes } from '../../lib/format.ts';
import { useJobRunner } from '../../lib/jobs/use-job-runner.ts';
import { RetentionPeriod } from '../../lib/retention.tsx';
import { jobRegistry, type CompressLevel } from '../../shared/jobs/registry.ts';
import type { ToolScreenProps } from '../registry.ts';

const slot = jobRegistry['compress-pdf'].inputs[0]!;

const levels: ReadonlyArray<{ value: CompressLevel; label: string }> = [
  { value: 'low', label: 'Low: best quality' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High: smallest file' },
];

/** The sizes before and after, and what was saved; or that the original came back. */
function SizeReport({ before, after }: { before: number; after: number }) {
  if (after >= before) {
    return (
      <p className="text-sm text-ink" role="status">
        This PDF could not be made smaller, so your original file ({formatBytes(before)}) is
        returned unchanged.
      </p>
    );
  }
  const saved = Math.round((100 * (before - after)) / before);
  return (
    <p className="text-sm text-ink" role="status">
      {formatBytes(before)} to {formatBytes(after)}:{' '}
      <span className="font-semibold">{saved}% smaller</span>.
    </p>
  );
}

/** Compress PDF: Ghostscript re-encodes the images at the chosen level; never a larger file. */
export default function CompressPdfScreen({ tool, category }: ToolScreenProps) {
  const [file, setFile] = useState<File>();
  const [level, setLevel] = useState<CompressLevel>('medium');
  const { runner, state } = useJobRunner('compress-pdf', tool.slug);
  useJobToasts(
    state,
    {
      success: { title: 'PDF compressed successfully!' },
      failure: (error) => ({
        title: 'Compression failed',
        description: error.message || 'Please try again with a different PDF.',
      }),
    },
    { tool, category, files: 1 },
  );
  return (
    <ToolLayout
      aside={
        <GuideCard title="How compression works">
          <p>
            Images in the PDF are scaled down and saved again at a lower quality: to about 300 dpi
            (low), 150 dpi (medium) or 72 dpi (high). Fonts are trimmed to the letters used and
            repeated images stored once. Text stays text.
          </p>
          <p>
            PDFs of mostly text shrink little. When the result would not be smaller, you get your
            original file back.
          </p>
          <p>
            Your file and the result are deleted within <RetentionPeriod />.
          </p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <div className="space-y-5">
          <FilePicker
            slot={slot}
            buttonLabel="Choose a PDF"
            toolSlug={tool.slug}
            disabled={runner.busy}
            onFiles={([chosen]) => {
              runner.reset();
              setFile(chosen);
            }}
          />
          <ChosenFile file={file} />
          <ChoiceGroup<CompressLevel>
            legend="Compression level"
            name="compress-level"
            columns="grid-cols-1 sm:grid-cols-3"
            options={levels}
            value={level}
            disabled={runner.busy}
            onChange={(value) => {
              runner.reset();
              setLevel(value);
            }}
          />
          <Button
            size="lg"
            className="w-full sm:w-auto"
            disabled={!file || runner.busy}
            onClick={() => file && void runner.start([{ field: 'file', file }], { level })}
          >
            <Shrink aria-hidden="true" />
            Compress PDF
          </Button>
          <JobStatus runner={runner} state={state} />
          {state.result && file && (
            <>
              <SizeReport before={file.size} after={state.result.size} />
              <DownloadButton result={state.result} label="Download PDF" />
            </>
          )}
        </div>
      </ToolPanel>
    </ToolLayout>
  );
}
