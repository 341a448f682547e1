import { useEffect, useState } from 'react';

export type PolledQuery<T> =
  | { status: 'pending'; data: undefined }
  | { status: 'error'; data: undefined }
  | { status: 'success'; data: T };

/**
 * Loads data once and again every `intervalMs` (if given), keeping the last good data while it
 * refreshes. A light stand-in for React Query on the home page, which must stay small.
 */
export function usePolledQuery<T>(load: () => Promise<T>, intervalMs?: number): PolledQuery<T> {
  const [state, setState] = useState<PolledQuery<T>>({ status: 'pending', data: undefined });
  useEffect(() => {
    let active = true;
    const run = () =>
      load().then(
        (data) => active && setState({ status: 'success', data }),
        () =>
          active &&
          setState((old) =>
            old.status === 'success' ? old : { status: 'error', data: undefined },
          ),
      );
    void run();
    const timer = intervalMs ? setInterval(run, intervalMs) : undefined;
    return () => {
      active = false;
      clearInterval(timer);
    };
    // `load` is expected to be a stable module-level function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [intervalMs]);
  return state;
}
