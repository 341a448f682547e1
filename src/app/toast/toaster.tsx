import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn.ts';
import { currentToasts, dismissToast, subscribeToasts } from '../../lib/toast/toast-store.ts';
import { useTranslation } from 'react-i18next';

/**
 * docs/product.md#messages: 5000 ms, swipe right past 50 px, F8 focuses the stack, labelled
 * 'Notification'.
 */
export default function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  const { t } = useTranslation();
  return (
    <Toast.Provider
      duration={5000}
      swipeDirection="right"
      swipeThreshold={50}
      label={t('toast.label')}
    >
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          data-testid="toast"
          data-variant={item.variant ?? 'default'}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-card border p-4 pr-10 shadow-lg data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none data-[state=closed]:opacity-0 transition-all',
            item.variant === 'destructive'
              ? 'border-danger bg-danger text-on-danger'
              : 'border-line bg-surface text-ink',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            {item.description && (
              <Toast.Description className="text-sm opacity-95">
                {item.description}
              </Toast.Description>
            )}
          </div>
          {item.action && (
            <Toast.Action
              altText={item.action.label}
              onClick={item.action.onClick}
              className="inline-flex h-8 shrink-0 items-center rounded-md border border-current px-3 text-sm font-medium"
            >
              {item.action.label}
            </Toast.Action>
          )}
          <Toast.Close
            aria-label={t('toast.close')}
            className="absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed bottom-0 right-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col-reverse gap-2 p-4 outline-none sm:bottom-0 sm:right-0 md:max-w-[420px]" />
    </Toast.Provider>
  );
}
