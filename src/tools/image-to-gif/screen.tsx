import { Film } from 'lucide-react';
import { useState } from 'react';
import { DownloadButton } from '../../components/jobs/download-button.tsx';
import { FilePicker } from '../../components/jobs/file-picker.tsx';
import { ImageList } from '../../components/jobs/image-list.tsx';
import { JobStatus } from '../../components/jobs/job-status.tsx';
import { PreviewPanel } from '../../components/jobs/preview-panel.tsx';
import { useJobToasts } from '../../components/jobs/use-job-toasts.ts';
import { useResultUrl } from '../../components/jobs/use-object-url.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Slider } from '../../components/ui/slider.tsx';
import { useMessages } from '../../i18n/index.ts';
import { useJobRunner } from '../../lib/jobs/use-job-runner.ts';
import type { ToolScreenProps } from '../registry.ts';
import { imageToGifMessages } from './messages.ts';
import { imagesToGifJob } from '../../../shared/jobs/types/images-to-gif.ts';

const slot = imagesToGifJob.inputs[0]!;

/** Image to GIF: several images as the frames of a looping GIF, with a caption if wanted. */
export default function ImageToGifScreen({ tool, category }: ToolScreenProps) {
  const m = useMessages(imageToGifMessages);
  const [frames, setFrames] = useState<File[]>([]);
  const [duration, setDuration] = useState(1);
  const [text, setText] = useState('');
  const { runner, state } = useJobRunner(imagesToGifJob.type, tool.slug);
  const gif = useResultUrl(state.result);
  useJobToasts(
    state,
    {
      success: { title: m.created },
      failure: (error) => ({
        title: m.failed,
        description: error.message || m.tryAgain,
      }),
    },
    { tool, category, files: frames.length },
  );
  const change = (next: File[]) => {
    runner.reset();
    setFrames(next);
  };

  return (
    <ToolLayout
      aside={
        <GuideCard title={m.guideTitle}>
          <p>{m.guideChoose(slot.max)}</p>
          <p>{m.guideDuration}</p>
          <p>{m.guideCaption}</p>
          <p>{m.guideLoop}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <div className="space-y-5">
          <FilePicker
            slot={slot}
            buttonLabel={m.chooseImages}
            chosen={frames.length}
            toolSlug={tool.slug}
            disabled={runner.busy || frames.length >= slot.max}
            onFiles={(chosen) => change([...frames, ...chosen])}
          />
          <ImageList files={frames} onChange={change} itemLabel={m.frame} disabled={runner.busy} />
          <div className="space-y-2">
            <div className="flex items-baseline justify-between gap-2">
              <span className="text-sm font-medium text-ink">{m.frameDuration}</span>
              <output className="text-sm font-semibold tabular-nums">
                {m.seconds(duration.toFixed(1))}
              </output>
            </div>
            <Slider
              thumbLabel={m.durationLabel}
              min={0.1}
              max={5}
              step={0.1}
              value={[duration]}
              disabled={runner.busy}
              onValueChange={([value]) => {
                runner.reset();
                setDuration(Math.round((value ?? 1) * 10) / 10);
              }}
            />
            <p className="text-xs text-muted">{m.durationHint}</p>
          </div>
          <Field label={m.overlay} hint={m.overlayHint}>
            <Input
              value={text}
              maxLength={100}
              disabled={runner.busy}
              placeholder={m.overlayPlaceholder}
              onChange={(event) => setText(event.target.value)}
            />
          </Field>
          <Button
            size="lg"
            className="w-full sm:w-auto"
            disabled={frames.length === 0 || runner.busy}
            onClick={() =>
              void runner.start(
                frames.map((file) => ({ field: 'images', file })),
                { duration, text: text.trim() || undefined },
              )
            }
          >
            <Film aria-hidden="true" />
            {m.create}
          </Button>
          <JobStatus runner={runner} state={state} />
          {gif && state.result && (
            <>
              <PreviewPanel title={m.yourGif}>
                <img src={gif} alt={m.gifAlt} className="max-h-96 max-w-full object-contain" />
              </PreviewPanel>
              <DownloadButton result={state.result} label={m.download} />
            </>
          )}
        </div>
      </ToolPanel>
    </ToolLayout>
  );
}
