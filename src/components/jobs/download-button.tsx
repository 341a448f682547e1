import { Download } from 'lucide-react';
import { buttonVariants } from '../ui/button.tsx';
import { formatBytes } from '../../lib/format.ts';
import type { JobResultLink } from '../../lib/jobs/job-runner.ts';
import { cn } from '../../lib/cn.ts';
import { nextSteps } from '../../lib/jobs/next-steps.ts';
import { ContinueWith } from './continue-with.tsx';

/**
 * The result's download, under its result name (docs/product.md#result-names), sent by the server
 * as an attachment; below it, the tools that can take the result next (ContinueWith).
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
  const link = (
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
  if (nextSteps({ id: result.id, type: result.type, result }).length === 0) return link;
  return (
    <div className="flex flex-col gap-4">
      {link}
      <ContinueWith result={result} />
    </div>
  );
}
