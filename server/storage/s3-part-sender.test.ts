import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BodyTooLong, sendParts } from './s3-part-sender.ts';

const KiB = 1024;

/** A request body as the network delivers it: 3 KiB pieces (not a divisor of the part size). */
function body(bytes: Buffer, cutWith?: Error): Readable {
  return Readable.from(
    (async function* () {
      for (let at = 0; at < bytes.length; at += 3 * KiB) yield bytes.subarray(at, at + 3 * KiB);
      if (cutWith) throw cutWith;
    })(),
  );
}

/** A part destination that records every part and how many were on their way at once. */
function destination(delayMs = 5) {
  const parts = new Map<number, Buffer>();
  let sending = 0;
  let mostAtOnce = 0;
  return {
    parts,
    mostAtOnce: () => mostAtOnce,
    async sendPart(partNumber: number, bytes: Buffer) {
      sending++;
      mostAtOnce = Math.max(mostAtOnce, sending);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      sending--;
      parts.set(partNumber, Buffer.from(bytes));
      return `etag-${partNumber}`;
    },
  };
}

describe('sendParts', () => {
  it('cuts the kept bytes and the body into full parts, at most partsAtOnce on their way', async () => {
    const kept = randomBytes(5 * KiB);
    const bytes = randomBytes(100 * KiB + 17);
    const to = destination();
    const sent = await sendParts(
      body(bytes),
      { bytes: kept, partNumber: 4 },
      { partSize: 16 * KiB, end: Number.MAX_SAFE_INTEGER, partsAtOnce: 2, sendPart: to.sendPart },
    );
    const all = Buffer.concat([kept, bytes]);
    const fullParts = Math.floor(all.length / (16 * KiB));
    expect(sent.received).toBe(bytes.length);
    expect(sent.nextPart).toBe(4 + fullParts);
    expect([...to.parts.keys()]).toEqual(Array.from({ length: fullParts }, (_, i) => 4 + i));
    expect([...sent.sent.values()]).toEqual([...to.parts.keys()].map((n) => `etag-${n}`));
    for (const [number, part] of to.parts) {
      const at = (number - 4) * 16 * KiB;
      expect(part.equals(all.subarray(at, at + 16 * KiB))).toBe(true);
    }
    expect(sent.rest.equals(all.subarray(fullParts * 16 * KiB))).toBe(true);
    expect(to.mostAtOnce()).toBe(2);
    expect(sent.bodyError).toBeUndefined();
  });

  it('keeps what arrived before the body broke off, and says why it ended', async () => {
    const bytes = randomBytes(40 * KiB);
    const cut = new Error('The upload connection closed early');
    const to = destination();
    const sent = await sendParts(
      body(bytes, cut),
      { bytes: Buffer.alloc(0), partNumber: 1 },
      { partSize: 16 * KiB, end: Number.MAX_SAFE_INTEGER, partsAtOnce: 3, sendPart: to.sendPart },
    );
    expect(sent.bodyError).toBe(cut);
    expect(sent.received).toBe(bytes.length);
    expect(to.parts.size).toBe(2);
    expect(Buffer.concat([...to.parts.values(), sent.rest]).equals(bytes)).toBe(true);
  });

  it('stops reading when a part cannot be sent, waits for the others and throws', async () => {
    const refused = new Error('part refused');
    let settled = 0;
    const bytes = randomBytes(200 * KiB);
    let produced = 0;
    const source = Readable.from(
      (function* () {
        for (; produced < bytes.length; produced += 3 * KiB) {
          yield bytes.subarray(produced, produced + 3 * KiB);
        }
      })(),
      { highWaterMark: 1 },
    );
    await expect(
      sendParts(
        source,
        { bytes: Buffer.alloc(0), partNumber: 1 },
        {
          partSize: 16 * KiB,
          end: Number.MAX_SAFE_INTEGER,
          partsAtOnce: 2,
          async sendPart(partNumber) {
            await new Promise((resolve) => setTimeout(resolve, partNumber === 1 ? 1 : 20));
            settled++;
            if (partNumber === 1) throw refused;
            return 'etag';
          },
        },
      ),
    ).rejects.toBe(refused);
    const sentParts = settled;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(sentParts);
    expect(produced).toBeLessThan(bytes.length);
  });

  it('sends the short last part as soon as it is full, and refuses bytes past the end', async () => {
    const bytes = randomBytes(40 * KiB);
    const to = destination();
    const sent = await sendParts(
      body(bytes),
      { bytes: Buffer.alloc(0), partNumber: 1 },
      { partSize: 16 * KiB, end: bytes.length, partsAtOnce: 2, sendPart: to.sendPart },
    );
    expect([...to.parts.values()].map((part) => part.length)).toEqual([
      16 * KiB,
      16 * KiB,
      8 * KiB,
    ]);
    expect(sent.rest.length).toBe(0);
    expect(sent.nextPart).toBe(4);

    const longer = await sendParts(
      body(bytes),
      { bytes: Buffer.alloc(0), partNumber: 1 },
      { partSize: 16 * KiB, end: 20 * KiB, partsAtOnce: 2, sendPart: destination().sendPart },
    );
    expect(longer.bodyError).toBeInstanceOf(BodyTooLong);
    expect(longer.received).toBe(20 * KiB);
  });
});
