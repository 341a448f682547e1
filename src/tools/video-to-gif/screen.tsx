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
import { useMessages } from '../../i18n/index.ts';
import { parseSeconds, pieceProblem } from '../../lib/media/media-inputs.ts';
import { useMediaTexts } from '../../lib/media/media-texts.ts';
import { useRetentionLabel } from '../../lib/retention.tsx';
import { MAX_GIF_SECONDS } from '../../../shared/jobs/time-range.ts';
import type { ToolScreenProps } from '../registry.ts';
import { videoToGifMessages } from './messages.ts';
import { videoToGifJob } from '../../../shared/jobs/types/video-to-gif.ts';

/**
 * Video to GIF: the piece of a video between a start and an end time as a looping GIF made on
 * the server by ffmpeg (a palette of its own, an optional caption), with the video previewed here.
 */
export default function VideoToGifScreen({ tool, category }: ToolScreenProps) {
  const [length, setLength] = useState<number>();
  const [start, setStart] = useState('0');
  const [end, setEnd] = useState('5');
  const [text, setText] = useState('');
  const t = useMessages(videoToGifMessages);
  const shown = useMediaTexts();
  const period = useRetentionLabel();
  const job = useSingleFileJob(videoToGifJob.type, {
    tool,
    category,
    toasts: {
      success: { title: t.toasts.created },
      failure: (error) => ({
        title: t.toasts.failed,
        description: error.message || t.toasts.failedHint,
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
        <GuideCard title={t.guide.title}>
          <p>{t.guide.choose}</p>
          <p>{t.guide.range}</p>
          <p>{t.guide.caption}</p>
          <p>{t.guide.loops}</p>
          <p>{t.guide.deleted(period)}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SingleFileJobFrame
          job={job}
          chooseLabel={t.chooseVideo}
          onFile={() => setLength(undefined)}
          fileDetail={
            length !== undefined && <span className="text-muted">· {shown.long(length)}</span>
          }
          action={{ label: t.action, icon: <Clapperboard aria-hidden="true" /> }}
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
              <PreviewPanel title={t.yourGif}>
                <img src={gif} alt={t.gifAlt} className="max-h-96 max-w-full object-contain" />
              </PreviewPanel>
            )
          }
          download={gif ? t.download : undefined}
        >
          <PreviewPanel title={t.videoPreview}>
            {video ? (
              <MediaPlayer kind="video" src={video} label={t.previewLabel} onDuration={setLength} />
            ) : (
              <PreviewPlaceholder text={t.placeholder} />
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
          <Field label={t.overlay} hint={t.overlayHint}>
            <Input
              value={text}
              maxLength={100}
              disabled={job.busy}
              placeholder={t.overlayPlaceholder}
              onChange={(event) => job.edit(() => setText(event.target.value))}
            />
          </Field>
        </SingleFileJobFrame>
      </ToolPanel>
    </ToolLayout>
  );
}
