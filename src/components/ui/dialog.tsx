import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { useMessages } from '../../i18n/index.ts';
import { cn } from '../../lib/cn.ts';
import { uiMessages } from './messages.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps extends Omit<
  ComponentProps<typeof DialogPrimitive.Content>,
  'title'
> {
  title: ReactNode;
  description?: ReactNode;
  /**
   * 'center' is a modal card; 'right' and 'left' are drawers along the edge; 'corner' is a card
   * at the bottom corner for a dialog that is not modal (the page stays as it is around it).
   */
  placement?: 'center' | 'left' | 'right' | 'corner';
  closeLabel?: string;
}

const placements = {
  center:
    'left-1/2 top-1/2 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-card max-h-[100dvh]',
  right: 'right-0 top-0 h-full max-h-[100dvh] w-[min(20rem,85vw)]',
  left: 'left-0 top-0 h-full max-h-[100dvh] w-[min(20rem,85vw)]',
  corner: 'bottom-4 right-4 w-[min(24rem,calc(100%-2rem))] rounded-card max-h-[calc(100dvh-2rem)]',
};

export function DialogContent({
  className,
  title,
  description,
  placement = 'center',
  closeLabel,
  children,
  ...props
}: DialogContentProps) {
  const m = useMessages(uiMessages);
  return (
    <DialogPrimitive.Portal>
      {placement !== 'corner' && (
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
      )}
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 overflow-y-auto border border-line bg-surface p-6 shadow-xl',
          placements[placement],
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="mt-1 text-sm text-muted">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          <DialogPrimitive.Close
            className="rounded-md p-1 text-muted hover:bg-canvas hover:text-ink"
            aria-label={closeLabel ?? m.close}
          >
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
