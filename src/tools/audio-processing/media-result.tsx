import { DownloadButton } from '../../components/jobs/download-button.tsx';
import { MediaPlayer } from '../../components/jobs/media-player.tsx';
import { PreviewPanel } from '../../components/jobs/preview-panel.tsx';
import { useMessages } from '../../i18n/index.ts';
import type { JobResultLink } from '../../lib/jobs/job-runner.ts';
import { audioMessages } from './messages.ts';

/** A finished audio or video result: played from the server (Range requests), and downloaded. */
export function MediaResult({
  result,
  kind,
  downloadLabel,
}: {
  result: JobResultLink | undefined;
  kind: 'audio' | 'video';
  downloadLabel: string;
}) {
  const text = useMessages(audioMessages);
  if (!result) return null;
  return (
    <div className="space-y-4">
      <PreviewPanel title={text.result}>
        <MediaPlayer kind={kind} src={result.url} label={text.playResult} />
      </PreviewPanel>
      <DownloadButton result={result} label={downloadLabel} />
    </div>
  );
}
