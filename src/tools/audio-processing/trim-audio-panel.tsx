import { Scissors } from 'lucide-react';
import { useState } from 'react';
import { MediaPlayer } from '../../components/jobs/media-player.tsx';
import { SingleFileJobFrame } from '../../components/jobs/single-file-job-frame.tsx';
import { TimeRangeFields } from '../../components/jobs/time-range-fields.tsx';
import { useObjectUrl } from '../../components/jobs/use-object-url.ts';
import { useSingleFileJob } from '../../components/jobs/use-single-file-job.ts';
import { useMessages } from '../../i18n/index.ts';
import { parseSeconds, pieceProblem } from '../../lib/media/media-inputs.ts';
import { useMediaTexts } from '../../lib/media/media-texts.ts';
import type { ToolScreenProps } from '../registry.ts';
import { MediaResult } from './media-result.tsx';
import { audioMessages } from './messages.ts';
import { useAudioToasts } from './toasts.ts';
import { trimAudioJob } from '../../../shared/jobs/types/trim-audio.ts';

const DEFAULT_END = '30';

/** Trim Audio: the piece of an audio file between two times, as an MP3. */
export function TrimAudioPanel({ tool, category }: ToolScreenProps) {
  const [length, setLength] = useState<number>();
  const [start, setStart] = useState('0');
  const [end, setEnd] = useState(DEFAULT_END);
  const text = useMessages(audioMessages);
  const shown = useMediaTexts();
  const audioToasts = useAudioToasts();
  const job = useSingleFileJob(trimAudioJob.type, {
    tool,
    category,
    storageKey: 'audio-processing:trim-audio',
    abandonOnUnmount: true,
    toasts: { success: audioToasts.processed, failure: audioToasts.fileFailed },
  });
  const preview = useObjectUrl(job.file);
  const problem = pieceProblem(start, end, { fileSeconds: length, endPastFile: 'error' });

  return (
    <SingleFileJobFrame
      job={job}
      chooseLabel={text.chooseAudio}
      onFile={() => setLength(undefined)}
      fileDetail={
        length !== undefined && <span className="text-muted">· {shown.long(length)}</span>
      }
      action={{ label: text.trim.action, icon: <Scissors aria-hidden="true" /> }}
      parameters={
        problem === null
          ? { startTime: parseSeconds(start), endTime: parseSeconds(end) }
          : undefined
      }
      preview={
        <MediaResult result={job.state.result} kind="audio" downloadLabel={text.downloadAudio} />
      }
    >
      {preview && (
        <MediaPlayer
          kind="audio"
          src={preview}
          label={text.trim.listen}
          onDuration={(seconds) => {
            setLength(seconds);
            // The default end (30 s) would be past the end of a shorter file: end at its end.
            if (end === DEFAULT_END && seconds < Number(DEFAULT_END)) {
              setEnd(String(Math.floor(seconds * 10) / 10));
            }
          }}
        />
      )}
      <TimeRangeFields
        start={start}
        end={end}
        onStart={(value) => job.edit(() => setStart(value))}
        onEnd={(value) => job.edit(() => setEnd(value))}
        problem={job.file ? problem : null}
        disabled={job.busy}
      />
    </SingleFileJobFrame>
  );
}
