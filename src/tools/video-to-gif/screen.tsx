import { Clapperboard } from 'lucide-react';
import { useState } from 'react';
import { DownloadButton } from '../../components/jobs/download-button.tsx';
import { ChosenFile, FilePicker } from '../../components/jobs/file-picker.tsx';
import { JobStatus } from '../../components/jobs/job-status.tsx';
import { MediaPlayer } from '../../components/jobs/media-player.tsx';
import { PreviewPanel, PreviewPlaceholder } from '../../components/jobs/preview-panel.tsx';
import { TimeRangeFields } from '../../components/jobs/time-range-fields.tsx';
import { useJobToasts } from '../../components/jobs/use-job-toasts.ts';
import { useObjectUrl, useResultUrl } from '../../components/jobs/use-object-url.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useJobRunner } from '../../lib/jobs/use-job-runner.ts';
import { formatLength, parseSeconds, pieceProblem } from '../../lib/media/media-inputs.ts';
import { jobRegistry } from '../../shared/jobs/registry.ts';
import { MAX_GIF_SECONDS } from '../../shared/jobs/time-range.ts';
import type { ToolScreenProps } from '../registry.ts';
import { RetentionPeriod } from '../../lib/retention.tsx';

const slot = jobRegistry['video-to-gif'].inputs[0]!;

/**
 * Video to GIF: the piece of a video between a start and an end time as a looping GIF made on
 * the server by ffmpeg (a palette of its own, an optional caption), with the video previewed here.
 */
export default function VideoToGifScreen({ tool, category }: ToolScreenProps) {
  const [file, setFile] = useState<File>();
  const [length, setLength] = useState<number>();
  const [start, setStart] = useState('0');
  const [end, setEnd] = useState('5');
  const [text, setText] = useState('');
  const { runner, state } = useJobRunner('video-to-gif', tool.slug);
  const video = useObjectUrl(file);
  const gif = useResultUrl(state.result);
  useJobToasts(
    state,
    {
      success: { title: 'GIF created successfully!' },
      failure: (error) => ({
        title: 'GIF conversion failed',
        description: error.message || 'Please try again with a different video.',
      }),
    },
    { tool, category, files: 1 },
  );
  const problem = pieceProblem(start, end, {
    fileSeconds: length,
    maxSeconds: MAX_GIF_SECONDS,
    endPastFile: 'stop',
  });
  const edit = (apply: () => void) => {
    runner.reset();
    apply();
  };

  return (
    <ToolLayout
      aside={
        <GuideCard title="How to make a GIF from a video">
          <p>1. Choose an MP4, MOV, AVI or WebM video of up to 100MB.</p>
          <p>2. Watch it in the preview and set where the GIF starts and ends, in seconds.</p>
          <p>3. Add a caption if you like: it appears at the bottom of every frame.</p>
          <p>
            The GIF loops forever, at 10 frames a second and at most 480 pixels wide, with colours
            chosen for your clip. A GIF may be up to {MAX_GIF_SECONDS} seconds long.
          </p>
          <p>
            Your video and the GIF are deleted from our server within <RetentionPeriod />.
          </p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <div className="space-y-5">
          <FilePicker
            slot={slot}
            buttonLabel="Choose a video"
            toolSlug={tool.slug}
            disabled={runner.busy}
            onFiles={([chosen]) =>
              edit(() => {
                setFile(chosen);
                setLength(undefined);
              })
            }
          />
          <ChosenFile file={file}>
            {length !== undefined && (
              <span className="text-muted">· {formatLength(length)} long</span>
            )}
          </ChosenFile>
          <PreviewPanel title="Video preview">
            {video ? (
              <MediaPlayer
                kind="video"
                src={video}
                label="Preview of your video"
                onDuration={setLength}
              />
            ) : (
              <PreviewPlaceholder text="Your video appears here." />
            )}
          </PreviewPanel>
          <TimeRangeFields
            start={start}
            end={end}
            onStart={(value) => edit(() => setStart(value))}
            onEnd={(value) => edit(() => setEnd(value))}
            problem={file ? problem : null}
            disabled={runner.busy}
          />
          <Field label="Text overlay (optional)" hint="Up to 100 characters, shown on every frame.">
            <Input
              value={text}
              maxLength={100}
              disabled={runner.busy}
              placeholder="See you soon!"
              onChange={(event) => edit(() => setText(event.target.value))}
            />
          </Field>
          <Button
            size="lg"
            className="w-full sm:w-auto"
            disabled={!file || runner.busy || problem !== null}
            onClick={() =>
              file &&
              void runner.start([{ field: 'file', file }], {
                startTime: parseSeconds(start),
                endTime: parseSeconds(end),
                text: text.trim() || undefined,
              })
            }
          >
            <Clapperboard aria-hidden="true" />
            Convert to GIF
          </Button>
          <JobStatus runner={runner} state={state} />
          {gif && state.result && (
            <>
              <PreviewPanel title="Your GIF">
                <img
                  src={gif}
                  alt="The animated GIF made from your video"
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
