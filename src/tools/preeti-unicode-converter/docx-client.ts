import type { DocxOutcome } from './docx-convert.ts';

/** Runs one .docx conversion in a fresh Web Worker, ended once it answers. */
export function convertDocxInWorker(file: Blob): Promise<DocxOutcome> {
  return file.arrayBuffer().then(
    (buffer) =>
      new Promise((resolve, reject) => {
        const worker = new Worker(new URL('./docx-worker.ts', import.meta.url), {
          type: 'module',
        });
        worker.onmessage = (event: MessageEvent<DocxOutcome>) => {
          worker.terminate();
          resolve(event.data);
        };
        worker.onerror = (event) => {
          event.preventDefault();
          worker.terminate();
          reject(new Error(event.message || 'The conversion stopped'));
        };
        worker.postMessage(buffer, [buffer]);
      }),
  );
}
