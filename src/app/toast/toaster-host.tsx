import { lazy, Suspense, useSyncExternalStore } from 'react';
import { currentToasts, subscribeToasts } from '../../lib/toast/toast-store.ts';

const Toaster = lazy(() => import('./toaster.tsx'));

let used = false;
const hasBeenUsed = () => {
  used ||= currentToasts().length > 0;
  return used;
};

/** Loads the toast viewport with the first toast, so pages that never toast never load it. */
export function ToasterHost() {
  const needed = useSyncExternalStore(subscribeToasts, hasBeenUsed, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
