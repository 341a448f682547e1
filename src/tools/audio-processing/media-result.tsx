import { DownloadButton } from '../../components/jobs/download-button.tsx';
import { MediaPlayer } from '../../components/jobs/media-player.tsx';
import { PreviewPanel } from '../../components/jobs/preview-panel.tsx';
import type { JobResultLink } from '../../lib/jobs/job-runner.ts';

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
  if (!result) return null;
  return (
    <div className="space-y-4">
      <PreviewPanel title="Result">
        <MediaPlayer kind={kind} src={result.url} label="Play the result" />
      </PreviewPanel>
      <DownloadButton result={result} label={downloadLabel} />
    </div>
  );
}
