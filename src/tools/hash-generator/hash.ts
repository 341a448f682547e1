import type { IHasher } from 'hash-wasm';

export const algorithms = ['MD5', 'SHA-1', 'SHA-256', 'SHA-384', 'SHA-512'] as const;
export type Algorithm = (typeof algorithms)[number];
export type Digests = Record<Algorithm, string>;

/**
 * The digests of no bytes at all, as the standards give them (a unit test checks them against
 * the hashers): the page shows them on its first paint without loading the hashers first.
 */
export const emptyDigests: Digests = {
  MD5: 'd41d8cd98f00b204e9800998ecf8427e',
  'SHA-1': 'da39a3ee5e6b4b0d3255bfef95601890afd80709',
  'SHA-256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'SHA-384':
    '38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b',
  'SHA-512':
    'cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e',
};

/** hash-wasm (five WebAssembly hashers) loads with the first text or file hashed. */
async function createAll(): Promise<Array<[Algorithm, IHasher]>> {
  const { createMD5, createSHA1, createSHA256, createSHA384, createSHA512 } =
    await import('hash-wasm');
  const factories: Record<Algorithm, () => Promise<IHasher>> = {
    MD5: createMD5,
    'SHA-1': createSHA1,
    'SHA-256': createSHA256,
    'SHA-384': createSHA384,
    'SHA-512': createSHA512,
  };
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
