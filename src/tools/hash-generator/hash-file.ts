import type { Digests } from './hash.ts';
import type { HashWorkerMessage } from './hash-worker.ts';

/**
 * The five digests of a file, worked out in a Web Worker. `signal` stops the work at once (the
 * worker is ended) and rejects with the signal's reason.
 */
export function hashFile(
  file: File,
  onProgress: (bytesRead: number) => void,
  signal: AbortSignal,
): Promise<Digests> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./hash-worker.ts', import.meta.url), { type: 'module' });
    const finish = () => {
      worker.terminate();
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(signal.reason ?? new DOMException('Stopped', 'AbortError'));
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort);
    worker.onmessage = (event: MessageEvent<HashWorkerMessage>) => {
      const message = event.data;
      if (message.type === 'progress') onProgress(message.read);
      else if (message.type === 'done') {
        finish();
        resolve(message.digests);
      } else {
        finish();
        reject(new Error(message.message));
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      reject(new Error(event.message || 'The hashing worker stopped'));
    };
    worker.postMessage(file);
  });
}
