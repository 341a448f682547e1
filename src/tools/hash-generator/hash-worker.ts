import { hashStream, type Digests } from './hash.ts';

export type HashWorkerMessage =
  | { type: 'progress'; read: number }
  | { type: 'done'; digests: Digests }
  | { type: 'error'; message: string };

/**
 * Hashes a file off the main thread: reading and hashing gigabytes keeps the page responsive.
 * Progress is reported at most every 100 ms.
 */
self.onmessage = async (event: MessageEvent<File>) => {
  const file = event.data;
  let shown = 0;
  try {
    const digests = await hashStream(file.stream(), (read) => {
      const now = performance.now();
      if (now - shown < 100) return;
      shown = now;
      self.postMessage({ type: 'progress', read } satisfies HashWorkerMessage);
    });
    self.postMessage({ type: 'done', digests } satisfies HashWorkerMessage);
  } catch (error) {
    self.postMessage({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
    } satisfies HashWorkerMessage);
  }
};
