import type { ComponentProps, InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

const fieldClass =
  'w-full rounded-lg border border-line bg-surface px-3 text-base text-ink placeholder:text-slate-500 dark:placeholder:text-slate-400 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-danger read-only:bg-canvas';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(fieldClass, 'h-10', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea className={cn(fieldClass, 'min-h-32 py-2 font-mono text-sm', className)} {...props} />
  );
}
