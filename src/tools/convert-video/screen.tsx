import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { SingleFileJobFrame } from '../../components/jobs/single-file-job-frame.tsx';
import { useSingleFileJob } from '../../components/jobs/use-single-file-job.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { useMessages } from '../../i18n/index.ts';
import { useRetentionLabel } from '../../lib/retention.tsx';
import {
  convertVideoJob,
  videoTargetNames,
  type VideoTarget,
} from '../../../shared/jobs/types/convert-video.ts';
import type { ToolScreenProps } from '../registry.ts';
import { convertVideoMessages } from './messages.ts';

/** Convert Video: another container, streams copied when they fit it. */
export default function ConvertVideoScreen({ tool, category }: ToolScreenProps) {
  const t = useMessages(convertVideoMessages);
  const period = useRetentionLabel();
  const [target, setTarget] = useState<VideoTarget>('mp4');
  const job = useSingleFileJob(convertVideoJob.type, {
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
          <p>{t.guide.text}</p>
          <p>{t.guide.fast}</p>
          <p>{t.guide.deleted(period)}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SingleFileJobFrame
          job={job}
          chooseLabel={t.choose}
          action={{ label: t.action, icon: <RefreshCw aria-hidden="true" />, busyLabel: t.busy }}
          parameters={{ targetFormat: target }}
          download={job.file ? t.download : undefined}
        >
          <ChoiceGroup<VideoTarget>
            legend={t.target}
            name="video-target"
            columns="grid-cols-1 sm:grid-cols-2"
            options={videoTargetNames.map((value) => ({ value, label: t.targets[value] }))}
            value={target}
            disabled={job.busy}
            onChange={(value) => job.edit(() => setTarget(value))}
          />
        </SingleFileJobFrame>
      </ToolPanel>
    </ToolLayout>
  );
}
