import { formatBytes } from '../../lib/format.ts';
import { useMessages } from '../../i18n/index.ts';
import { jobMessages } from './messages.ts';

/** The sizes before and after a job on images: one image, or all of them and their ZIP. */
export function BatchSummary({
  files,
  resultSize,
}: {
  files: readonly File[];
  resultSize: number;
}) {
  const m = useMessages(jobMessages).summary;
  const before = files.reduce((sum, file) => sum + file.size, 0);
  return (
    <p className="text-sm text-ink" data-testid="size-summary">
      {m.originals(files.length)}: <strong>{formatBytes(before)}</strong>. {m.results(files.length)}
      : <strong>{formatBytes(resultSize)}</strong> ({m.change(before, resultSize)}).
    </p>
  );
}
