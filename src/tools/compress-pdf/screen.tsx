import { Shrink } from 'lucide-react';
import { useState } from 'react';
import { SingleFileJobFrame } from '../../components/jobs/single-file-job-frame.tsx';
import { useSingleFileJob } from '../../components/jobs/use-single-file-job.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { richText, useMessages } from '../../i18n/index.ts';
import { formatBytes } from '../../lib/format.ts';
import { useRetentionLabel } from '../../lib/retention.tsx';
import type { CompressLevel } from '../../../shared/jobs/types/compress-pdf.ts';
import type { ToolScreenProps } from '../registry.ts';
import { compressPdfMessages } from './messages.ts';
import { compressPdfJob } from '../../../shared/jobs/types/compress-pdf.ts';

const levels: readonly CompressLevel[] = ['low', 'medium', 'high'];

/** The sizes before and after, and what was saved; or that the original came back. */
function SizeReport({ before, after }: { before: number; after: number }) {
  const t = useMessages(compressPdfMessages);
  if (after >= before) {
    return (
      <p className="text-sm text-ink" role="status">
        {t.notSmaller(formatBytes(before))}
      </p>
    );
  }
  const saved = Math.round((100 * (before - after)) / before);
  return (
    <p className="text-sm text-ink" role="status">
      {richText(t.sizes(formatBytes(before), formatBytes(after)), {
        saved: <span className="font-semibold">{t.smaller(saved)}</span>,
      })}
    </p>
  );
}

/** Compress PDF: Ghostscript re-encodes the images at the chosen level; never a larger file. */
export default function CompressPdfScreen({ tool, category }: ToolScreenProps) {
  const [level, setLevel] = useState<CompressLevel>('medium');
  const t = useMessages(compressPdfMessages);
  const period = useRetentionLabel();
  const job = useSingleFileJob(compressPdfJob.type, {
    tool,
    category,
    toasts: {
      success: { title: t.toasts.compressed },
      failure: (error) => ({
        title: t.toasts.failed,
        description: error.message || t.toasts.failedHint,
      }),
    },
  });
  const { file, state } = job;
  return (
    <ToolLayout
      aside={
        <GuideCard title={t.guide.title}>
          <p>{t.guide.how}</p>
          <p>{t.guide.text}</p>
          <p>{t.guide.deleted(period)}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SingleFileJobFrame
          job={job}
          chooseLabel={t.choosePdf}
          action={{ label: t.action, icon: <Shrink aria-hidden="true" /> }}
          parameters={{ level }}
          preview={
            state.result && file && <SizeReport before={file.size} after={state.result.size} />
          }
          download={file ? t.download : undefined}
        >
          <ChoiceGroup<CompressLevel>
            legend={t.level}
            name="compress-level"
            columns="grid-cols-1 sm:grid-cols-3"
            options={levels.map((value) => ({ value, label: t.levels[value] }))}
            value={level}
            disabled={job.busy}
            onChange={(value) => job.edit(() => setLevel(value))}
          />
        </SingleFileJobFrame>
      </ToolPanel>
    </ToolLayout>
  );
}
