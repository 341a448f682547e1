import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-medium transition-colors disabled:pointer-events-none disabled:opacity-55 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-accent text-on-accent hover:bg-accent-strong',
        secondary: 'bg-accent-soft text-accent-strong hover:bg-blue-200 dark:hover:bg-blue-900',
        outline: 'border border-line bg-surface text-ink hover:bg-canvas',
        ghost: 'text-ink hover:bg-canvas',
        destructive: 'bg-danger text-on-danger hover:bg-red-800 dark:hover:bg-red-300',
        link: 'text-accent underline-offset-4 hover:underline',
        inverse: 'bg-surface text-accent-strong hover:bg-accent-soft',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

export interface ButtonProps extends ComponentProps<'button'>, ButtonVariantProps {}

/** A button. For a link that looks like a button use ButtonLink (button-link.tsx). */
export function Button({ className, variant, size, type, ...props }: ButtonProps) {
  return (
    <button
      className={cn(buttonVariants({ variant, size }), className)}
      type={type ?? 'button'}
      {...props}
    />
  );
}
