import { Download } from 'lucide-react';
import { buttonVariants } from '../ui/button.tsx';
import { formatBytes } from '../../lib/format.ts';
import type { JobResultLink } from '../../lib/jobs/job-runner.ts';
import { cn } from '../../lib/cn.ts';

/**
 * The result's download, under its result name (docs/product.md#result-names), sent by the server
 * as an attachment.
 */
export function DownloadButton({
  result,
  label,
  onDownload,
  className,
}: {
  result: JobResultLink;
  label: string;
  onDownload?: () => void;
  className?: string;
}) {
  return (
    <a
      href={result.url}
      download={result.filename}
      onClick={onDownload}
      className={cn(buttonVariants({ variant: 'primary' }), 'flex! w-fit max-w-full', className)}
    >
      <Download aria-hidden="true" />
      {label}
      <span className="font-normal opacity-90">({formatBytes(result.size)})</span>
    </a>
  );
}
