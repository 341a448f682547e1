import {
  createMD5,
  createSHA1,
  createSHA256,
  createSHA384,
  createSHA512,
  type IHasher,
} from 'hash-wasm';

export const algorithms = ['MD5', 'SHA-1', 'SHA-256', 'SHA-384', 'SHA-512'] as const;
export type Algorithm = (typeof algorithms)[number];
export type Digests = Record<Algorithm, string>;

const factories: Record<Algorithm, () => Promise<IHasher>> = {
  MD5: createMD5,
  'SHA-1': createSHA1,
  'SHA-256': createSHA256,
  'SHA-384': createSHA384,
  'SHA-512': createSHA512,
};

async function createAll(): Promise<Array<[Algorithm, IHasher]>> {
  const hashers = await Promise.all(algorithms.map((name) => factories[name]()));
  return algorithms.map((name, index) => {
    const hasher = hashers[index]!;
    hasher.init();
    return [name, hasher];
  });
}

function digestAll(hashers: Array<[Algorithm, IHasher]>): Digests {
  return Object.fromEntries(
    hashers.map(([name, hasher]) => [name, hasher.digest('hex')]),
  ) as Digests;
}

/** All five digests (lower-case hex) of a text's UTF-8 bytes. */
export async function hashText(text: string): Promise<Digests> {
  const hashers = await createAll();
  const bytes = new TextEncoder().encode(text);
  for (const [, hasher] of hashers) hasher.update(bytes);
  return digestAll(hashers);
}

/**
 * All five digests of a stream of bytes (a file), read piece by piece so a file of gigabytes never
 * sits in memory. `onProgress` gets the bytes read so far; `signal` stops the work.
 */
export async function hashStream(
  stream: ReadableStream<Uint8Array>,
  onProgress?: (bytesRead: number) => void,
  signal?: AbortSignal,
): Promise<Digests> {
  const hashers = await createAll();
  const reader = stream.getReader();
  let read = 0;
  try {
    for (;;) {
      if (signal?.aborted) throw signal.reason ?? new DOMException('Stopped', 'AbortError');
      const { done, value } = await reader.read();
      if (done) break;
      for (const [, hasher] of hashers) hasher.update(value);
      read += value.byteLength;
      onProgress?.(read);
    }
  } finally {
    reader.releaseLock();
  }
  return digestAll(hashers);
}

/** Compares a pasted digest with a computed one, ignoring case and spaces. */
export function sameDigest(expected: string, actual: string): boolean {
  return expected.replace(/\s+/g, '').toLowerCase() === actual.toLowerCase();
}

/** The algorithm a pasted digest belongs to, by its length in hex characters. */
export function matchDigest(expected: string, digests: Digests): Algorithm | undefined {
  return algorithms.find((name) => sameDigest(expected, digests[name]));
}
