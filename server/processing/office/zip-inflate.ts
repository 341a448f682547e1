import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

/** What inflating a ZIP's entries really gave, up to the cap. */
export interface Inflated {
  /** Bytes inflated, every entry counted; past the cap when `stopped`. */
  bytes: number;
  /** Inflating was stopped at the cap: the entries hold more than `bytes`. */
  stopped: boolean;
}

function openZip(path: string): Promise<yauzl.ZipFile | undefined> {
  return new Promise((resolve) => {
    // The sizes a liar declares are not checked against: its bytes are counted instead.
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, strictFileNames: false, validateEntrySizes: false },
      (error, zip) => resolve(error ? undefined : zip),
    );
  });
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable | undefined> {
  return new Promise((resolve) => {
    zip.openReadStream(entry, (error, stream) => resolve(error ? undefined : stream));
  });
}

/** Counts an entry's bytes as they inflate; stops the stream once `left` is passed. */
function countEntry(stream: Readable, left: number): Promise<number> {
  return new Promise((resolve) => {
    let bytes = 0;
    const finish = () => {
      stream.removeAllListeners('data');
      resolve(bytes);
    };
    stream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > left) {
        stream.destroy();
        finish();
      }
    });
    stream.on('end', finish);
    // A damaged entry counts what it gave: the converter reports the damage itself.
    stream.on('error', finish);
  });
}

/**
 * Inflates every entry of the ZIP at `path`, streaming (16 KB at a time), and counts the bytes
 * that really come out, whatever the central directory and local headers declare. Stops as soon
 * as more than `cap` bytes have come out, so a file declaring 1 KB that holds 400 MB costs at
 * most the cap in CPU and almost nothing in memory. Undefined when it is no ZIP yauzl can read;
 * entries it cannot open (encrypted, another compression method) are left to the converter.
 */
export async function inflatedBytes(path: string, cap: number): Promise<Inflated | undefined> {
  const zip = await openZip(path);
  if (!zip) return undefined;
  let bytes = 0;
  try {
    const next = () =>
      new Promise<yauzl.Entry | undefined>((resolve) => {
        const settle = (entry: yauzl.Entry | undefined) => {
          zip.removeAllListeners('entry').removeAllListeners('end').removeAllListeners('error');
          // A damaged directory ends the count: the converter reports the damage itself.
          zip.on('error', () => undefined);
          resolve(entry);
        };
        zip.once('entry', settle);
        zip.once('end', () => settle(undefined));
        zip.once('error', () => settle(undefined));
        zip.readEntry();
      });
    for (let entry = await next(); entry; entry = await next()) {
      if (entry.fileName.endsWith('/')) continue;
      const stream = await openEntry(zip, entry);
      if (!stream) continue;
      bytes += await countEntry(stream, cap - bytes);
      if (bytes > cap) return { bytes, stopped: true };
    }
    return { bytes, stopped: false };
  } finally {
    zip.close();
  }
}
