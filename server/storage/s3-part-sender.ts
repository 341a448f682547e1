import type { Readable } from 'node:stream';

export interface PartSenderOptions {
  /** Every part but the last has exactly this many bytes. */
  partSize: number;
  /** Where the last part ends, counted from part 1's first byte: its buffer is that short. */
  end: number;
  /** Parts being sent at once; reading the body waits while this many are. */
  partsAtOnce: number;
  /** Sends one part; resolves to its ETag. */
  sendPart(partNumber: number, bytes: Buffer): Promise<string>;
}

/** The body went on past `end`: what came before it was read. */
export class BodyTooLong extends Error {
  constructor() {
    super('The body goes on past the end of the upload');
  }
}

export interface SentBody {
  /** Bytes read from the body. */
  received: number;
  /** What did not fill a part: the bytes after the last part sent. */
  rest: Buffer;
  /** The number the next part will have. */
  nextPart: number;
  /** The ETag of every part sent, by part number. */
  sent: Map<number, string>;
  /** The body's error when it broke off; what arrived before it is in the parts and `rest`. */
  bodyError?: unknown;
}

/**
 * Streams a request body into multipart parts from memory: the body fills one part buffer at a
 * time, each full buffer goes out as a part while the next fills, and reading stops while
 * `partsAtOnce` parts are on their way. So an upload holds at most (partsAtOnce + 1) part
 * buffers, whatever its size. The last part, shorter, goes out as soon as it is full too. Every
 * part sent is waited for before this returns or throws.
 */
export async function sendParts(
  body: Readable,
  start: { bytes: Buffer; partNumber: number },
  options: PartSenderOptions,
): Promise<SentBody> {
  const { partSize, partsAtOnce } = options;
  const sending = new Set<Promise<void>>();
  const sent = new Map<number, string>();
  let sendError: { error: unknown } | undefined;
  const newPart = (number: number) =>
    Buffer.allocUnsafe(Math.max(0, Math.min(partSize, options.end - (number - 1) * partSize)));
  let partNumber = start.partNumber;
  let part = newPart(partNumber);
  let filled = start.bytes.copy(part);
  let received = 0;
  let bodyError: unknown;

  const sendFull = async () => {
    const number = partNumber++;
    const bytes = part;
    part = newPart(partNumber);
    filled = 0;
    const delivery = options.sendPart(number, bytes).then(
      (etag) => {
        sent.set(number, etag);
      },
      (error: unknown) => {
        sendError ??= { error };
      },
    );
    sending.add(delivery);
    void delivery.finally(() => sending.delete(delivery));
    while (sending.size >= partsAtOnce && !sendError) await Promise.race(sending);
  };

  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      for (let at = 0; at < chunk.length;) {
        if (part.length === 0) throw new BodyTooLong();
        const copied = chunk.copy(part, filled, at);
        filled += copied;
        at += copied;
        received += copied;
        if (filled === part.length) await sendFull();
      }
      if (sendError) break;
    }
  } catch (error) {
    bodyError = error;
  } finally {
    await Promise.all(sending);
  }
  if (sendError) throw sendError.error;
  return {
    received,
    rest: part.subarray(0, filled),
    nextPart: partNumber,
    sent,
    ...(bodyError === undefined ? {} : { bodyError }),
  };
}
