import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { emptyDigests, hashStream, hashText, matchDigest, sameDigest } from './hash.ts';

/** Published test vectors (FIPS 180 examples, RFC 1321). */
const vectors = {
  '': {
    MD5: 'd41d8cd98f00b204e9800998ecf8427e',
    'SHA-1': 'da39a3ee5e6b4b0d3255bfef95601890afd80709',
    'SHA-256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    'SHA-384':
      '38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b',
    'SHA-512':
      'cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e',
  },
  abc: {
    MD5: '900150983cd24fb0d6963f7d28e17f72',
    'SHA-1': 'a9993e364706816aba3e25717850c26c9cd0d89d',
    'SHA-256': 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    'SHA-384':
      'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
    'SHA-512':
      'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
  },
};

describe('hashText against published test vectors', () => {
  it("gives the first paint's digests of the empty text", async () => {
    expect(await hashText('')).toEqual(emptyDigests);
  });

  it('hashes the empty string', async () => {
    expect(await hashText('')).toEqual(vectors['']);
  });

  it("hashes 'abc'", async () => {
    expect(await hashText('abc')).toEqual(vectors.abc);
  });

  it("hashes a million 'a' (SHA-256 and SHA-1 of FIPS 180)", async () => {
    const digests = await hashText('a'.repeat(1_000_000));
    expect(digests['SHA-256']).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
    expect(digests['SHA-1']).toBe('34aa973cd4c4daa4f61eeb2bdbad27316534016f');
  });

  it('hashes the UTF-8 bytes of text', async () => {
    const text = 'héllo 😀';
    const digests = await hashText(text);
    expect(digests['SHA-256']).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    expect(digests.MD5).toBe(createHash('md5').update(text, 'utf8').digest('hex'));
  });
});

describe('hashStream', () => {
  it('gives the digests of the whole file, read in pieces, with progress', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    const progress: number[] = [];
    let offset = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(offset, offset + 65536));
        offset += 65536;
      },
    });
    const digests = await hashStream(stream, (read) => progress.push(read));
    expect(digests['SHA-512']).toBe(createHash('sha512').update(bytes).digest('hex'));
    expect(digests['SHA-384']).toBe(createHash('sha384').update(bytes).digest('hex'));
    expect(digests['SHA-1']).toBe(createHash('sha1').update(bytes).digest('hex'));
    expect(digests.MD5).toBe(createHash('md5').update(bytes).digest('hex'));
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(bytes.length);
  });

  it('stops when asked', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stopped'));
    await expect(
      hashStream(new Blob(['x']).stream(), undefined, controller.signal),
    ).rejects.toThrow('stopped');
  });
});

describe('comparing digests', () => {
  it('ignores case and spaces and finds the algorithm', () => {
    expect(sameDigest(' 900150983CD24FB0 D6963F7D28E17F72 ', vectors.abc.MD5)).toBe(true);
    expect(matchDigest(vectors.abc['SHA-256'].toUpperCase(), vectors.abc)).toBe('SHA-256');
    expect(matchDigest('deadbeef', vectors.abc)).toBeUndefined();
  });
});
