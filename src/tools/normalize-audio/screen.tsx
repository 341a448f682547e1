import { Volume2 } from 'lucide-react';
import { useState } from 'react';
import { SingleFileJobFrame } from '../../components/jobs/single-file-job-frame.tsx';
import { useSingleFileJob } from '../../components/jobs/use-single-file-job.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { useMessages } from '../../i18n/index.ts';
import { useRetentionLabel } from '../../lib/retention.tsx';
import { normalizeAudioJob } from '../../../shared/jobs/types/normalize-audio.ts';
import type { ToolScreenProps } from '../registry.ts';
import { normalizeAudioMessages } from './messages.ts';

const levels = ['-23', '-16', '-14'] as const;
type Level = (typeof levels)[number];

/** Normalize Audio: the sound of an audio or video file to a chosen loudness, same format out. */
export default function NormalizeAudioScreen({ tool, category }: ToolScreenProps) {
  const t = useMessages(normalizeAudioMessages);
  const period = useRetentionLabel();
  const [level, setLevel] = useState<Level>('-16');
  const job = useSingleFileJob(normalizeAudioJob.type, {
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
          <p>{t.guide.format}</p>
          <p>{t.guide.deleted(period)}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SingleFileJobFrame
          job={job}
          chooseLabel={t.choose}
          action={{ label: t.action, icon: <Volume2 aria-hidden="true" />, busyLabel: t.busy }}
          parameters={{ targetLufs: Number(level) }}
          download={job.file ? t.download : undefined}
        >
          <ChoiceGroup<Level>
            legend={t.target}
            name="loudness"
            columns="grid-cols-1 sm:grid-cols-3"
            options={levels.map((value) => ({ value, label: t.targets[value] }))}
            value={level}
            disabled={job.busy}
            onChange={(value) => job.edit(() => setLevel(value))}
          />
        </SingleFileJobFrame>
      </ToolPanel>
    </ToolLayout>
  );
}
