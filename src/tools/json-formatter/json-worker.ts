import { runJsonRequest, type JsonRequest } from './json-job.ts';

/** Formats JSON off the main thread, so megabytes never freeze the page. */
self.onmessage = (event: MessageEvent<JsonRequest>) => {
  const response = runJsonRequest(event.data);
  self.postMessage(response, { transfer: response.ok ? [response.starts.buffer] : [] });
};
