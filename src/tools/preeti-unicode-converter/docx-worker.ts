import { convertPreetiDocx, type DocxOutcome } from './docx-convert.ts';

/** Converts a .docx off the main thread: unpacking and rewriting a large file takes seconds. */
self.onmessage = (event: MessageEvent<ArrayBuffer>) => {
  const outcome: DocxOutcome = convertPreetiDocx(new Uint8Array(event.data));
  if (outcome.ok) self.postMessage(outcome, { transfer: [outcome.bytes.buffer] });
  else self.postMessage(outcome);
};
