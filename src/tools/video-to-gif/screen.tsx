import { Clapperboard } from 'lucide-react';
import { useState } from 'react';
import { MediaPlayer } from '../../components/jobs/media-player.tsx';
import { PreviewPanel, PreviewPlaceholder } from '../../components/jobs/preview-panel.tsx';
import { SingleFileJobFrame } from '../../components/jobs/single-file-job-frame.tsx';
import { TimeRangeFields } from '../../components/jobs/time-range-fields.tsx';
import { useObjectUrl, useResultUrl } from '../../components/jobs/use-object-url.ts';
import { useSingleFileJob } from '../../components/jobs/use-single-file-job.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { formatLength, parseSeconds, pieceProblem } from '../../lib/media/media-inputs.ts';
import { RetentionPeriod } from '../../lib/retention.tsx';
import { MAX_GIF_SECONDS } from '../../shared/jobs/time-range.ts';
import type { ToolScreenProps } from '../registry.ts';

/**
 * Video to GIF: the piece of a video between a start and an end time as a looping GIF made on
 * the server by ffmpeg (a palette of its own, an optional caption), with the video previewed here.
 */
export default function VideoToGifScreen({ tool, category }: ToolScreenProps) {
  const [length, setLength] = useState<number>();
  const [start, setStart] = useState('0');
  const [end, setEnd] = useState('5');
  const [text, setText] = useState('');
  const job = useSingleFileJob('video-to-gif', {
    tool,
    category,
    toasts: {
      success: { title: 'GIF created successfully!' },
      failure: (error) => ({
        title: 'GIF conversion failed',
        description: error.message || 'Please try again with a different video.',
      }),
    },
  });
  const video = useObjectUrl(job.file);
  const gif = useResultUrl(job.state.result);
  const problem = pieceProblem(start, end, {
    fileSeconds: length,
    maxSeconds: MAX_GIF_SECONDS,
    endPastFile: 'stop',
  });

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
        <SingleFileJobFrame
          job={job}
          chooseLabel="Choose a video"
          onFile={() => setLength(undefined)}
          fileDetail={
            length !== undefined && (
              <span className="text-muted">· {formatLength(length)} long</span>
            )
          }
          action={{ label: 'Convert to GIF', icon: <Clapperboard aria-hidden="true" /> }}
          parameters={
            problem === null
              ? {
                  startTime: parseSeconds(start),
                  endTime: parseSeconds(end),
                  text: text.trim() || undefined,
                }
              : undefined
          }
          preview={
            gif &&
            job.state.result && (
              <PreviewPanel title="Your GIF">
                <img
                  src={gif}
                  alt="The animated GIF made from your video"
                  className="max-h-96 max-w-full object-contain"
                />
              </PreviewPanel>
            )
          }
          download={gif ? 'Download GIF' : undefined}
        >
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
            onStart={(value) => job.edit(() => setStart(value))}
            onEnd={(value) => job.edit(() => setEnd(value))}
            problem={job.file ? problem : null}
            disabled={job.busy}
          />
          <Field label="Text overlay (optional)" hint="Up to 100 characters, shown on every frame.">
            <Input
              value={text}
              maxLength={100}
              disabled={job.busy}
              placeholder="See you soon!"
              onChange={(event) => job.edit(() => setText(event.target.value))}
            />
          </Field>
        </SingleFileJobFrame>
      </ToolPanel>
    </ToolLayout>
  );
}
