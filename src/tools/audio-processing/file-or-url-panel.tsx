import type { ReactNode } from 'react';
import { useState } from 'react';
import { ChosenFile, FilePicker } from '../../components/jobs/file-picker.tsx';
import { JobStatus } from '../../components/jobs/job-status.tsx';
import { useJobToasts, type JobToasts } from '../../components/jobs/use-job-toasts.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useMessages } from '../../i18n/index.ts';
import { useJobRunner } from '../../lib/jobs/use-job-runner.ts';
import { videoUrlProblem } from '../../lib/media/media-inputs.ts';
import { useMediaTexts } from '../../lib/media/media-texts.ts';
import { jobRegistry } from '../../../shared/jobs/job-types.ts';
import type { ToolScreenProps } from '../registry.ts';
import { MediaResult } from './media-result.tsx';
import { audioMessages } from './messages.ts';
import { useAudioToasts } from './toasts.ts';
import type { extractAudioJob } from '../../../shared/jobs/types/extract-audio.ts';
import type { extractAudioUrlJob } from '../../../shared/jobs/types/extract-audio-url.ts';
import type { removeAudioJob } from '../../../shared/jobs/types/remove-audio.ts';
import type { removeAudioUrlJob } from '../../../shared/jobs/types/remove-audio-url.ts';

export interface FileOrUrlTexts {
  action: string;
  icon: ReactNode;
  success: JobToasts['success'];
  result: 'audio' | 'video';
  downloadLabel: string;
}

/**
 * A video from a file or from a URL (Extract Audio, Remove Audio). A chosen file takes precedence
 * over the URL. Each source is its own job type (extract-audio or extract-audio-url...), so each
 * has its runner; what shows is the run started last.
 */
export function FileOrUrlPanel({
  tool,
  category,
  fileType,
  urlType,
  texts,
}: ToolScreenProps & {
  fileType: typeof extractAudioJob.type | typeof removeAudioJob.type;
  urlType: typeof extractAudioUrlJob.type | typeof removeAudioUrlJob.type;
  texts: FileOrUrlTexts;
}) {
  const [file, setFile] = useState<File>();
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string>();
  const [source, setSource] = useState<'file' | 'url'>('file');
  const text = useMessages(audioMessages);
  const shown = useMediaTexts();
  const audioToasts = useAudioToasts();
  const fromFile = useJobRunner(fileType, `audio-processing:${fileType}`, {
    abandonOnUnmount: true,
  });
  const fromUrl = useJobRunner(urlType, `audio-processing:${urlType}`, { abandonOnUnmount: true });
  useJobToasts(
    fromFile.state,
    { success: texts.success, failure: audioToasts.fileFailed },
    { tool, category, files: 1 },
  );
  useJobToasts(
    fromUrl.state,
    { success: texts.success, failure: audioToasts.urlFailed },
    { tool, category, files: 1 },
  );
  // After a reload the job found again may be the URL one, before anything was started here.
  const showUrl =
    source === 'url' || (fromFile.state.phase === 'idle' && fromUrl.state.phase !== 'idle');
  const { runner, state } = showUrl ? fromUrl : fromFile;
  const busy = fromFile.runner.busy || fromUrl.runner.busy;
  const clear = () => {
    fromFile.runner.reset();
    fromUrl.runner.reset();
  };

  const start = () => {
    if (file) {
      setSource('file');
      void fromFile.runner.start([{ field: 'file', file }], {});
      return;
    }
    const problem = videoUrlProblem(url);
    setUrlError(problem ?? undefined);
    if (problem) return;
    setSource('url');
    void fromUrl.runner.start([], { url: url.trim() });
  };

  return (
    <div className="space-y-5">
      <FilePicker
        slot={jobRegistry[fileType].inputs[0]!}
        buttonLabel={text.chooseVideo}
        toolSlug={tool.slug}
        disabled={busy}
        onFiles={([chosen]) => {
          clear();
          setFile(chosen);
        }}
      />
      <ChosenFile file={file}>
        <Button
          variant="link"
          size="sm"
          className="h-auto! px-0!"
          disabled={busy}
          onClick={() => {
            clear();
            setFile(undefined);
          }}
        >
          {text.fileOrUrl.removeFile}
        </Button>
      </ChosenFile>
      <Field
        label={text.fileOrUrl.urlLabel}
        hint={file ? text.fileOrUrl.urlHintFile : text.fileOrUrl.urlHint}
        error={shown.url(urlError)}
      >
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://example.com/video.mp4"
          value={url}
          disabled={busy}
          onChange={(event) => {
            clear();
            setUrlError(undefined);
            setUrl(event.target.value);
          }}
        />
      </Field>
      <Button
        size="lg"
        className="w-full sm:w-auto"
        disabled={(!file && url.trim() === '') || busy}
        onClick={start}
      >
        {texts.icon}
        {texts.action}
      </Button>
      <JobStatus runner={runner} state={state} />
      <MediaResult result={state.result} kind={texts.result} downloadLabel={texts.downloadLabel} />
    </div>
  );
}
