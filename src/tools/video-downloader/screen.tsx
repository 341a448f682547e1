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
import { useMessages } from '../../i18n/index.ts';
import { useMediaTexts } from '../../lib/media/media-texts.ts';
import { useRetentionLabel } from '../../lib/retention.tsx';
import { videoDownloaderMessages } from './messages.ts';
import { platformGroups } from './platforms.ts';
import { downloadVideoJob } from '../../../shared/jobs/types/download-video.ts';

/**
 * Video Downloader: the server fetches the video behind a link (a direct media link, or a video
 * site's page through its extractor) and offers it as an MP4. Addresses on private networks are
 * refused by the server.
 */
export default function VideoDownloaderScreen({ tool, category }: ToolScreenProps) {
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string>();
  const t = useMessages(videoDownloaderMessages);
  const shown = useMediaTexts();
  const period = useRetentionLabel();
  const { runner, state } = useJobRunner(downloadVideoJob.type, tool.slug);
  useJobToasts(
    state,
    {
      success: { title: t.toasts.downloaded },
      failure: () => ({
        title: t.toasts.failed,
        description: t.toasts.failedHint,
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
        <GuideCard title={t.guide.title}>
          <ol className="list-decimal space-y-1 pl-5">
            <li>{t.guide.copy}</li>
            <li>{t.guide.paste}</li>
            <li>{t.guide.click}</li>
            <li>{t.guide.save}</li>
          </ol>
          <p>{t.guide.rights(period)}</p>
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
          <Field label={t.url} hint={t.urlHint} error={shown.url(urlError)}>
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
            {t.action}
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
              {t.ready}
            </h2>
            <p className="text-sm text-muted">
              {t.readyDetail(state.result.filename, formatBytes(state.result.size))}
            </p>
            <MediaPlayer
              kind="video"
              src={state.result.url}
              label={t.play}
              className="rounded-lg"
            />
            <DownloadButton result={state.result} label={t.downloadFile} />
          </section>
        )}
        <section aria-labelledby="platforms" className="mt-6 space-y-3 border-t border-line pt-5">
          <h2 id="platforms" className="text-base font-semibold text-ink">
            {t.platforms}
          </h2>
          {platformGroups.map((group) => (
            <div key={group.key} className="space-y-1.5">
              <h3 className="text-sm font-medium text-ink">{t.groups[group.key]}</h3>
              <ul className="flex flex-wrap gap-2">
                {group.names.map((name) => (
                  <li
                    key={name}
                    className="rounded-full border border-line bg-canvas px-3 py-1 text-sm text-ink"
                  >
                    {t.platform(name)}
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <p className="text-sm text-muted">{t.platformsNote}</p>
        </section>
      </ToolPanel>
    </ToolLayout>
  );
}
