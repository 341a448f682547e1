import { FileAudio } from 'lucide-react';
import { useState } from 'react';
import { ChosenFile, FilePicker } from '../../components/jobs/file-picker.tsx';
import { JobStatus } from '../../components/jobs/job-status.tsx';
import { useJobToasts } from '../../components/jobs/use-job-toasts.ts';
import { Button } from '../../components/ui/button.tsx';
import { useMessages } from '../../i18n/index.ts';
import { useJobRunner } from '../../lib/jobs/use-job-runner.ts';
import type { ToolScreenProps } from '../registry.ts';
import { MediaResult } from './media-result.tsx';
import { audioMessages } from './messages.ts';
import { useAudioToasts } from './toasts.ts';
import { addAudioJob } from '../../../shared/jobs/types/add-audio.ts';

const [videoSlot, audioSlot] = addAudioJob.inputs as readonly [
  (typeof addAudioJob.inputs)[number],
  (typeof addAudioJob.inputs)[number],
];

/** Add Audio: a video's picture with the sound of an audio file, as long as the shorter. */
export function AddAudioPanel({ tool, category }: ToolScreenProps) {
  const [video, setVideo] = useState<File>();
  const [audio, setAudio] = useState<File>();
  const text = useMessages(audioMessages);
  const audioToasts = useAudioToasts();
  const { runner, state } = useJobRunner(addAudioJob.type, 'audio-processing:add-audio', {
    abandonOnUnmount: true,
  });
  useJobToasts(
    state,
    { success: audioToasts.processed, failure: audioToasts.fileFailed },
    { tool, category, files: 2 },
  );

  return (
    <div className="space-y-5">
      <div className="grid gap-4 md:grid-cols-2">
        <section className="min-w-0 space-y-3" aria-labelledby="add-audio-video">
          <h3 id="add-audio-video" className="text-sm font-semibold text-ink">
            {text.add.video}
          </h3>
          <FilePicker
            slot={videoSlot}
            buttonLabel={text.chooseVideo}
            toolSlug={tool.slug}
            disabled={runner.busy}
            onFiles={([chosen]) => {
              runner.reset();
              setVideo(chosen);
            }}
          />
          <ChosenFile file={video} />
        </section>
        <section className="min-w-0 space-y-3" aria-labelledby="add-audio-audio">
          <h3 id="add-audio-audio" className="text-sm font-semibold text-ink">
            {text.add.sound}
          </h3>
          <FilePicker
            slot={audioSlot}
            buttonLabel={text.chooseAudio}
            toolSlug={tool.slug}
            disabled={runner.busy}
            onFiles={([chosen]) => {
              runner.reset();
              setAudio(chosen);
            }}
          />
          <ChosenFile file={audio} />
        </section>
      </div>
      <p className="text-sm text-muted">{text.add.note}</p>
      <Button
        size="lg"
        className="w-full sm:w-auto"
        disabled={!video || !audio || runner.busy}
        onClick={() =>
          video &&
          audio &&
          void runner.start(
            [
              { field: 'file', file: video },
              { field: 'audio', file: audio },
            ],
            { audioFile: audio.name.slice(0, 255) },
          )
        }
      >
        <FileAudio aria-hidden="true" />
        {text.add.action}
      </Button>
      <JobStatus runner={runner} state={state} />
      <MediaResult result={state.result} kind="video" downloadLabel={text.downloadVideo} />
    </div>
  );
}
