import { testRegex } from './regex.ts';

export interface RegexRequest {
  pattern: string;
  flags: string;
  text: string;
  replacement: string | null;
}

/**
 * Runs the visitor's pattern off the main thread: a pattern that backtracks for ever ties up only
 * this worker, which the page stops after a time limit.
 */
self.onmessage = (event: MessageEvent<RegexRequest>) => {
  const { pattern, flags, text, replacement } = event.data;
  self.postMessage(testRegex(pattern, flags, text, replacement));
};
