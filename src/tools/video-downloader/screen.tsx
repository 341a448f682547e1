import { CircleCheck, Download } from 'lucide-react';
import { useState } from 'react';
import { DownloadButton } from '../../components/jobs/download-button.tsx';
import { JobStatus } from '../../components/jobs/job-status.tsx';
import { MediaPlayer } from '../../components/jobs/media-player.tsx';
import { useJobToasts } from '../../components/jobs/use-job-toasts.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { formatBytes } from '../../lib/format.ts';
import { useJobRunner } from '../../lib/jobs/use-job-runner.ts';
import { videoUrlProblem } from '../../lib/media/media-inputs.ts';
import type { ToolScreenProps } from '../registry.ts';
import { howToSteps, platformGroups } from './platforms.ts';
import { RetentionPeriod } from '../../lib/retention.tsx';

/**
 * Video Downloader: the server fetches the video behind a link (a direct media link, or a video
 * site's page through its extractor) and offers it as an MP4. Addresses on private networks are
 * refused by the server.
 */
export default function VideoDownloaderScreen({ tool, category }: ToolScreenProps) {
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string>();
  const { runner, state } = useJobRunner('download-video', tool.slug);
  useJobToasts(
    state,
    {
      success: { title: 'Video downloaded successfully!' },
      failure: () => ({
        title: 'Download failed',
        description: 'Please check the URL and try again.',
      }),
    },
    { tool, category, files: 1 },
  );
  const start = () => {
    const problem = videoUrlProblem(url);
    setUrlError(problem ?? undefined);
    if (!problem) void runner.start([], { url: url.trim() });
  };

  return (
    <ToolLayout
      aside={
        <GuideCard title="How to download a video">
          <ol className="list-decimal space-y-1 pl-5">
            {howToSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p>
            Download only videos you have the right to keep. Files are deleted within{' '}
            <RetentionPeriod />.
          </p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <form
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            start();
          }}
        >
          <Field
            label="Video URL"
            hint="The address of a video page or of a video file, up to 500MB."
            error={urlError}
          >
            <Input
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://www.example.com/watch?v=..."
              value={url}
              disabled={runner.busy}
              onChange={(event) => {
                runner.reset();
                setUrlError(undefined);
                setUrl(event.target.value);
              }}
            />
          </Field>
          <Button
            type="submit"
            size="lg"
            className="w-full sm:w-auto"
            disabled={url.trim() === '' || runner.busy}
          >
            <Download aria-hidden="true" />
            Download Video
          </Button>
          <JobStatus runner={runner} state={state} />
        </form>
        {state.result && (
          <section
            aria-labelledby="video-ready"
            className="mt-5 space-y-4 rounded-card border border-line bg-canvas p-4"
          >
            <h2 id="video-ready" className="flex items-center gap-2 text-lg font-semibold text-ink">
              <CircleCheck className="size-5 text-success" aria-hidden="true" />
              Video Ready
            </h2>
            <p className="text-sm text-muted">
              {state.result.filename}, {formatBytes(state.result.size)}. It stays available for 1
              hour.
            </p>
            <MediaPlayer
              kind="video"
              src={state.result.url}
              label="Play the downloaded video"
              className="rounded-lg"
            />
            <DownloadButton result={state.result} label="Download Video File" />
          </section>
        )}
        <section aria-labelledby="platforms" className="mt-6 space-y-3 border-t border-line pt-5">
          <h2 id="platforms" className="text-base font-semibold text-ink">
            Supported platforms
          </h2>
          {platformGroups.map((group) => (
            <div key={group.title} className="space-y-1.5">
              <h3 className="text-sm font-medium text-ink">{group.title}</h3>
              <ul className="flex flex-wrap gap-2">
                {group.names.map((name) => (
                  <li
                    key={name}
                    className="rounded-full border border-line bg-canvas px-3 py-1 text-sm text-ink"
                  >
                    {name}
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <p className="text-sm text-muted">
            Pages of video sites need the video extractor on our server; direct links to video files
            always work. Addresses on private or local networks are refused.
          </p>
        </section>
      </ToolPanel>
    </ToolLayout>
  );
}
