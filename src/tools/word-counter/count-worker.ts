import { countText } from './count-words.ts';

/** Counts long texts off the main thread, so typing in a book-length text stays smooth. */
self.onmessage = (event: MessageEvent<string>) => {
  self.postMessage(countText(event.data));
};
