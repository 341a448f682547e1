import { AudioLines } from 'lucide-react';
import { useState } from 'react';
import { SingleFileJobFrame } from '../../components/jobs/single-file-job-frame.tsx';
import { useSingleFileJob } from '../../components/jobs/use-single-file-job.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { useMessages } from '../../i18n/index.ts';
import { useRetentionLabel } from '../../lib/retention.tsx';
import {
  audioTargetNames,
  convertAudioJob,
  takesBitrate,
  type AudioTarget,
} from '../../../shared/jobs/types/convert-audio.ts';
import type { ToolScreenProps } from '../registry.ts';
import { convertAudioMessages } from './messages.ts';

const bitrates = ['96', '128', '192', '256', '320'] as const;
type Bitrate = (typeof bitrates)[number];

/** Convert Audio: any common audio file in the format chosen, lossy ones at the bitrate chosen. */
export default function ConvertAudioScreen({ tool, category }: ToolScreenProps) {
  const t = useMessages(convertAudioMessages);
  const period = useRetentionLabel();
  const [target, setTarget] = useState<AudioTarget>('mp3');
  const [bitrate, setBitrate] = useState<Bitrate>('192');
  const job = useSingleFileJob(convertAudioJob.type, {
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
  const lossy = takesBitrate(target);
  return (
    <ToolLayout
      aside={
        <GuideCard title={t.guide.title}>
          <p>{t.guide.text}</p>
          <p>{t.guide.bitrate}</p>
          <p>{t.guide.deleted(period)}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SingleFileJobFrame
          job={job}
          chooseLabel={t.choose}
          action={{ label: t.action, icon: <AudioLines aria-hidden="true" />, busyLabel: t.busy }}
          parameters={
            lossy ? { targetFormat: target, bitrate: Number(bitrate) } : { targetFormat: target }
          }
          download={job.file ? t.download : undefined}
        >
          <ChoiceGroup<AudioTarget>
            legend={t.target}
            name="audio-target"
            columns="grid-cols-3 sm:grid-cols-6"
            options={audioTargetNames.map((value) => ({ value, label: value.toUpperCase() }))}
            value={target}
            disabled={job.busy}
            onChange={(value) => job.edit(() => setTarget(value))}
          />
          {lossy ? (
            <ChoiceGroup<Bitrate>
              legend={t.bitrate}
              name="audio-bitrate"
              columns="grid-cols-3 sm:grid-cols-5"
              options={bitrates.map((value) => ({ value, label: t.kbps(Number(value)) }))}
              value={bitrate}
              disabled={job.busy}
              onChange={(value) => job.edit(() => setBitrate(value))}
            />
          ) : (
            <p className="text-sm text-muted">{t.lossless}</p>
          )}
        </SingleFileJobFrame>
      </ToolPanel>
    </ToolLayout>
  );
}
