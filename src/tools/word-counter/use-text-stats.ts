import { useEffect, useMemo, useRef, useState } from 'react';
import { WorkerTask } from '../text-common/worker-task.ts';
import { countText, type TextStats } from './count-words.ts';

/** Up to this many characters the counts are worked out at once; longer texts go to a worker. */
export const SYNC_LIMIT = 50_000;
const WORKER_TIMEOUT_MS = 30_000;

/**
 * The counts of `text`, and whether they are still being worked out. Short texts are counted
 * as you type; long ones in a Web Worker after a short pause, the last counts staying on screen.
 */
export function useTextStats(text: string): { stats: TextStats; pending: boolean } {
  const long = text.length > SYNC_LIMIT;
  const quick = useMemo(() => (long ? null : countText(text)), [long, text]);
  const task = useRef<WorkerTask<string, TextStats> | null>(null);
  const [counted, setCounted] = useState<{ text: string; stats: TextStats } | null>(null);

  useEffect(() => {
    const created = new WorkerTask<string, TextStats>(
      () => new Worker(new URL('./count-worker.ts', import.meta.url), { type: 'module' }),
    );
    task.current = created;
    return () => created.dispose();
  }, []);

  useEffect(() => {
    if (!long) return;
    let current = true;
    const timer = setTimeout(() => {
      task.current
        ?.run(text, WORKER_TIMEOUT_MS)
        .then((stats) => {
          if (current) setCounted({ text, stats });
        })
        // A newer text replaced this one (its own run follows), or a text of hundreds of
        // megabytes ran out of time: the last counts stay on screen either way.
        .catch(() => {});
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [long, text]);

  if (quick) return { stats: quick, pending: false };
  return { stats: counted?.stats ?? countText(''), pending: counted?.text !== text };
}
