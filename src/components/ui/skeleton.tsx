import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

/** A pulsing placeholder that keeps the size of what is loading, so nothing jumps. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse-soft rounded-lg bg-track', className)}
      {...props}
    />
  );
}
