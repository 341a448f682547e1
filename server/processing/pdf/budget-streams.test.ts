import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { structureStreamsTooLarge } from './budget-streams.ts';

function pdfWithObjectStream(unpacked: Buffer): Buffer {
  const packed = deflateSync(unpacked, { level: 9 });
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.7\n5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
      'latin1',
    ),
    packed,
    Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
  ]);
}

describe('structureStreamsTooLarge', () => {
  it('refuses object streams that unpack past the budget, without unpacking them whole', () => {
    const bomb = pdfWithObjectStream(Buffer.alloc(20 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(100_000);
    expect(structureStreamsTooLarge(bomb, 1024 * 1024)).toBe(true);
  });

  it('lets ordinary object streams and other streams through', () => {
    expect(structureStreamsTooLarge(pdfWithObjectStream(Buffer.from('1 0 << >>')), 1024)).toBe(
      false,
    );
    const image = Buffer.from(
      `%PDF-1.7\n4 0 obj\n<< /Type /XObject /Subtype /Image /Filter /FlateDecode /Length 3 >>\nstream\nabc\nendstream\nendobj\n`,
      'latin1',
    );
    expect(structureStreamsTooLarge(image, 1)).toBe(false);
  });
});

describe('structureStreamsTooLarge past other streams', () => {
  it('finds an object stream after image data, and one after a stream with no end', () => {
    const bomb = pdfWithObjectStream(Buffer.alloc(4 * 1024 * 1024));
    const image = Buffer.concat([
      Buffer.from(
        '%PDF-1.7\n4 0 obj\n<< /Type /XObject /Subtype /Image /Length 999999999 >>\nstream\n',
        'latin1',
      ),
      // Binary data that happens to hold the keyword, as compressed images can.
      Buffer.from('\x00\x01stream\n\xff\xfe', 'latin1'),
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    ]);
    expect(structureStreamsTooLarge(Buffer.concat([image, bomb]), 1024 * 1024)).toBe(true);
    const unterminated = Buffer.from(
      '%PDF-1.7\n4 0 obj\n<< /Length 5 >>\nstream\nabcde\nendobj\n',
      'latin1',
    );
    expect(structureStreamsTooLarge(Buffer.concat([unterminated, bomb]), 1024 * 1024)).toBe(true);
  });
});
