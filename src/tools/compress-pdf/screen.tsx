import { Shrink } from 'lucide-react';
import { useState } from 'react';
import { SingleFileJobFrame } from '../../components/jobs/single-file-job-frame.tsx';
import { useSingleFileJob } from '../../components/jobs/use-single-file-job.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { formatBytes } from '../../lib/format.ts';
import { RetentionPeriod } from '../../lib/retention.tsx';
import type { CompressLevel } from '../../shared/jobs/registry.ts';
import type { ToolScreenProps } from '../registry.ts';

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
  const [level, setLevel] = useState<CompressLevel>('medium');
  const job = useSingleFileJob('compress-pdf', {
    tool,
    category,
    toasts: {
      success: { title: 'PDF compressed successfully!' },
      failure: (error) => ({
        title: 'Compression failed',
        description: error.message || 'Please try again with a different PDF.',
      }),
    },
  });
  const { file, state } = job;
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
        <SingleFileJobFrame
          job={job}
          chooseLabel="Choose a PDF"
          action={{ label: 'Compress PDF', icon: <Shrink aria-hidden="true" /> }}
          parameters={{ level }}
          preview={
            state.result && file && <SizeReport before={file.size} after={state.result.size} />
          }
          download={file ? 'Download PDF' : undefined}
        >
          <ChoiceGroup<CompressLevel>
            legend="Compression level"
            name="compress-level"
            columns="grid-cols-1 sm:grid-cols-3"
            options={levels}
            value={level}
            disabled={job.busy}
            onChange={(value) => job.edit(() => setLevel(value))}
          />
        </SingleFileJobFrame>
      </ToolPanel>
    </ToolLayout>
  );
}
