import { formatBytes } from '../../lib/format.ts';
import { sizeChange } from '../../lib/saving.ts';

/** The sizes before and after a job on images: one image, or all of them and their ZIP. */
export function BatchSummary({
  files,
  resultSize,
}: {
  files: readonly File[];
  resultSize: number;
}) {
  const before = files.reduce((sum, file) => sum + file.size, 0);
  return (
    <p className="text-sm text-ink" data-testid="size-summary">
      {files.length === 1 ? 'Original' : `${files.length} originals`}:{' '}
      <strong>{formatBytes(before)}</strong>. {files.length === 1 ? 'Result' : 'ZIP of the results'}
      : <strong>{formatBytes(resultSize)}</strong> ({sizeChange(before, resultSize)}).
    </p>
  );
}
