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
import { useJobRunner } from '../../lib/jobs/use-job-runner.ts';
import { jobRegistry } from '../../shared/jobs/registry.ts';
import type { ToolScreenProps } from '../registry.ts';

const slot = jobRegistry['images-to-gif'].inputs[0]!;

/** Image to GIF: several images as the frames of a looping GIF, with a caption if wanted. */
export default function ImageToGifScreen({ tool, category }: ToolScreenProps) {
  const [frames, setFrames] = useState<File[]>([]);
  const [duration, setDuration] = useState(1);
  const [text, setText] = useState('');
  const { runner, state } = useJobRunner('images-to-gif', tool.slug);
  const gif = useResultUrl(state.result);
  useJobToasts(
    state,
    {
      success: { title: 'GIF created successfully!' },
      failure: (error) => ({
        title: 'GIF creation failed',
        description: error.message || 'Please try again with different images.',
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
        <GuideCard title="How to make a GIF">
          <p>
            1. Choose up to {slot.max} images. They play in the order listed: move them up or down.
          </p>
          <p>2. Set how long each frame shows, from 0.1 to 5 seconds.</p>
          <p>3. Add a caption if you like: it appears at the bottom of every frame.</p>
          <p>
            The GIF loops forever. Frames take the size of the first image, at most 800 pixels wide
            or high.
          </p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <div className="space-y-5">
          <FilePicker
            slot={slot}
            buttonLabel="Choose images"
            chosen={frames.length}
            toolSlug={tool.slug}
            disabled={runner.busy || frames.length >= slot.max}
            onFiles={(chosen) => change([...frames, ...chosen])}
          />
          <ImageList files={frames} onChange={change} itemLabel="Frame" disabled={runner.busy} />
          <div className="space-y-2">
            <div className="flex items-baseline justify-between gap-2">
              <span className="text-sm font-medium text-ink">Frame duration</span>
              <output className="text-sm font-semibold tabular-nums">
                {duration.toFixed(1)} s
              </output>
            </div>
            <Slider
              thumbLabel="Frame duration in seconds"
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
            <p className="text-xs text-muted">How long each image shows: 0.1 to 5 seconds.</p>
          </div>
          <Field label="Text overlay (optional)" hint="Up to 100 characters, shown on every frame.">
            <Input
              value={text}
              maxLength={100}
              disabled={runner.busy}
              placeholder="Happy birthday!"
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
            Create GIF
          </Button>
          <JobStatus runner={runner} state={state} />
          {gif && state.result && (
            <>
              <PreviewPanel title="Your GIF">
                <img
                  src={gif}
                  alt="The animated GIF made from your frames"
                  className="max-h-96 max-w-full object-contain"
                />
              </PreviewPanel>
              <DownloadButton result={state.result} label="Download GIF" />
            </>
          )}
        </div>
      </ToolPanel>
    </ToolLayout>
  );
}
