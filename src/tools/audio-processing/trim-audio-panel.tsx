import { Scissors } from 'lucide-react';
import { useState } from 'react';
import { ChosenFile, FilePicker } from '../../components/jobs/file-picker.tsx';
import { JobStatus } from '../../components/jobs/job-status.tsx';
import { MediaPlayer } from '../../components/jobs/media-player.tsx';
import { TimeRangeFields } from '../../components/jobs/time-range-fields.tsx';
import { useJobToasts } from '../../components/jobs/use-job-toasts.ts';
import { useObjectUrl } from '../../components/jobs/use-object-url.ts';
import { Button } from '../../components/ui/button.tsx';
import { useJobRunner } from '../../lib/jobs/use-job-runner.ts';
import { formatLength, parseSeconds, pieceProblem } from '../../lib/media/media-inputs.ts';
import { jobRegistry } from '../../shared/jobs/registry.ts';
import type { ToolScreenProps } from '../registry.ts';
import { MediaResult } from './media-result.tsx';
import { audioToasts } from './toasts.ts';

const slot = jobRegistry['trim-audio'].inputs[0]!;
const DEFAULT_END = '30';

/** Trim Audio: the piece of an audio file between two times, as an MP3. */
export function TrimAudioPanel({ tool, category }: ToolScreenProps) {
  const [file, setFile] = useState<File>();
  const [length, setLength] = useState<number>();
  const [start, setStart] = useState('0');
  const [end, setEnd] = useState(DEFAULT_END);
  const { runner, state } = useJobRunner('trim-audio', 'audio-processing:trim-audio', {
    abandonOnUnmount: true,
  });
  const preview = useObjectUrl(file);
  useJobToasts(
    state,
    { success: audioToasts.processed, failure: audioToasts.fileFailed },
    { tool, category, files: 1 },
  );
  const problem = pieceProblem(start, end, { fileSeconds: length, endPastFile: 'error' });
  const edit = (apply: () => void) => {
    runner.reset();
    apply();
  };

  return (
    <div className="space-y-5">
      <FilePicker
        slot={slot}
        buttonLabel="Choose an audio file"
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
        {length !== undefined && <span className="text-muted">· {formatLength(length)} long</span>}
      </ChosenFile>
      {preview && (
        <MediaPlayer
          kind="audio"
          src={preview}
          label="Listen to your audio file"
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
        onStart={(value) => edit(() => setStart(value))}
        onEnd={(value) => edit(() => setEnd(value))}
        problem={file ? problem : null}
        disabled={runner.busy}
      />
      <Button
        size="lg"
        className="w-full sm:w-auto"
        disabled={!file || runner.busy || problem !== null}
        onClick={() =>
          file &&
          void runner.start([{ field: 'file', file }], {
            startTime: parseSeconds(start),
            endTime: parseSeconds(end),
          })
        }
      >
        <Scissors aria-hidden="true" />
        Trim Audio
      </Button>
      <JobStatus runner={runner} state={state} />
      <MediaResult result={state.result} kind="audio" downloadLabel="Download Audio" />
    </div>
  );
}
