import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

export function Badge({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent-strong',
        className,
      )}
      {...props}
    />
  );
}
