import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { Zip, ZipPassThrough } from 'fflate';

/** A ZIP written to a file entry by entry, waiting for the disk when it falls behind. */
export interface ZipFile {
  add(name: string, bytes: Uint8Array): Promise<void>;
  /** Ends the archive and waits until the file is written. */
  finish(): Promise<void>;
  /**
   * Stops writing (after an error or a cancel) and resolves once the file is closed. Its owner
   * deletes the file after the processor has answered; a file still being opened then would be
   * created after that delete and left behind.
   */
  abort(): Promise<void>;
}

export function createZipFile(path: string): ZipFile {
  const out = createWriteStream(path);
  const failed = once(out, 'error').then(([error]) => {
    throw error as Error;
  });
  // Awaited only while writing; an error at another moment must not go unhandled.
  failed.catch(() => {});
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  return {
    async add(name, bytes) {
      const entry = new ZipPassThrough(name);
      zip.add(entry);
      entry.push(bytes, true);
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), failed]);
    },
    async finish() {
      zip.end();
      await Promise.race([once(out, 'finish'), failed]);
    },
    async abort() {
      if (out.closed) return;
      const closed = once(out, 'close').catch(() => {});
      out.destroy();
      await closed;
    },
  };
}
