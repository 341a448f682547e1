import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A titled panel for an image (the original or the result). `checkered` shows transparency as a
 * chequerboard, so a cut-out's transparent background can be seen.
 */
export function PreviewPanel({
  title,
  children,
  checkered,
  className,
}: {
  title: string;
  children: ReactNode;
  checkered?: boolean;
  className?: string;
}) {
  return (
    <figure className={cn('min-w-0 space-y-2', className)}>
      <figcaption className="text-sm font-semibold text-ink">{title}</figcaption>
      <div
        className={cn(
          'flex min-h-48 items-center justify-center overflow-hidden rounded-lg border border-line p-2',
          checkered
            ? 'bg-[length:20px_20px] bg-[position:0_0,10px_10px] bg-[image:linear-gradient(45deg,#e2e8f0_25%,transparent_25%,transparent_75%,#e2e8f0_75%),linear-gradient(45deg,#e2e8f0_25%,transparent_25%,transparent_75%,#e2e8f0_75%)] bg-white'
            : 'bg-canvas',
        )}
      >
        {children}
      </div>
    </figure>
  );
}

/** Where an image will appear, at the same size, so nothing jumps. */
export function PreviewPlaceholder({ text }: { text: string }) {
  return <p className="px-4 text-center text-sm text-muted">{text}</p>;
}
