import { runDiff, type DiffRequest } from './diff-job.ts';

/** Compares texts off the main thread: large texts never freeze the page. */
self.onmessage = (event: MessageEvent<DiffRequest>) => {
  self.postMessage(runDiff(event.data));
};
