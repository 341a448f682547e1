import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { structureStreamsTooLarge } from './pdf-streams.ts';

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
