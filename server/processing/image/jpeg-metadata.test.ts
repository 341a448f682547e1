import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ProcessingError } from '../../processing-error.ts';
import { stripJpegMetadata } from './jpeg-metadata.ts';

/** A phone photo's metadata: its owner, its place (the GPS IFD), XMP and a colour profile. */
async function photo(progressive = false): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7d44' } })
    .composite([
      {
        input: { create: { width: 20, height: 20, channels: 3, background: '#ffffff' } },
        left: 10,
        top: 10,
      },
    ])
    .jpeg({ quality: 90, progressive })
    .withExif({
      IFD0: { Artist: 'Test owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSMapDatum: 'WGS-84 Kathmandu' },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><owner>Test owner</owner></x:xmpmeta>')
    .withIccProfile('srgb')
    .toBuffer();
}

/** The JPEG with a comment segment put in after its start marker. */
function withComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const header = Buffer.from([0xff, 0xfe, (body.length + 2) >> 8, (body.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), header, body, jpeg.subarray(2)]);
}

/** The decoded pixels, as they are stored (no colour profile applied). */
const pixels = (jpeg: Buffer) => sharp(jpeg, { ignoreIcc: true }).raw().toBuffer();

describe('stripJpegMetadata', () => {
  it.each([false, true])(
    'drops EXIF, GPS, XMP, the colour profile and comments and keeps every pixel (progressive: %s)',
    async (progressive) => {
      const original = withComment(await photo(progressive), 'Shot by Test owner');
      const before = await sharp(original).metadata();
      expect([before.exif, before.xmp, before.icc].every(Boolean)).toBe(true);
      expect(original.includes('Kathmandu')).toBe(true);

      const stripped = Buffer.from(stripJpegMetadata(original));
      const after = await sharp(stripped).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect([after.width, after.height, after.isProgressive]).toEqual([64, 48, progressive]);
      for (const text of ['Exif', 'Kathmandu', 'Test owner', 'xmpmeta']) {
        expect(stripped.includes(text), text).toBe(false);
      }
      expect((await pixels(stripped)).equals(await pixels(original))).toBe(true);
    },
  );

  it('gives bytes pdf-lib embeds (it reads an array from the start of its buffer)', async () => {
    const stripped = stripJpegMetadata(await photo());
    const image = await (await PDFDocument.create()).embedJpg(stripped);
    expect([image.width, image.height]).toEqual([64, 48]);
  });

  it('leaves out what phones append after the end marker', async () => {
    const original = await photo();
    const appended = Buffer.concat([original, Buffer.from('MPF preview with Exif inside')]);
    const stripped = Buffer.from(stripJpegMetadata(appended));
    expect(stripped.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(stripped.includes('MPF preview')).toBe(false);
  });

  it('refuses what is not a whole JPEG, as an unreadable file', async () => {
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#000000' },
    })
      .png()
      .toBuffer();
    const jpeg = await photo();
    for (const bytes of [
      png,
      jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      jpeg.subarray(0, 300),
    ]) {
      let caught: unknown;
      try {
        stripJpegMetadata(bytes);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(ProcessingError);
      expect((caught as ProcessingError).code).toBe('unreadable_file');
    }
  });
});
async function photoWithMetadata(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 16, channels: 3, background: '#3366cc' } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Artist: 'Test owner' }, IFD3: { GPSMapDatum: 'WGS-84 Kathmandu' } })
    .withIccProfile('p3')
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')
    .toBuffer();
}

describe('stripJpegMetadata keeping the colour profile (a HEIC made a JPEG)', () => {
  it('drops EXIF and XMP, keeps the colour profile and the coded image byte for byte', async () => {
    const jpeg = await photoWithMetadata();
    const before = await sharp(jpeg).metadata();
    expect(before.exif).toBeDefined();
    expect(before.xmp).toBeDefined();
    const stripped = Buffer.from(stripJpegMetadata(jpeg, { keepColourProfile: true }));
    const after = await sharp(stripped).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(stripped.includes('Kathmandu')).toBe(false);
    expect(after.icc).toEqual(before.icc);
    const scan = jpeg.indexOf(Buffer.from([0xff, 0xda]));
    expect(stripped.subarray(stripped.length - (jpeg.length - scan))).toEqual(jpeg.subarray(scan));
    expect((await sharp(Buffer.from(stripJpegMetadata(jpeg))).metadata()).icc).toBeUndefined();
    const [pixelsBefore, pixelsAfter] = await Promise.all(
      [jpeg, stripped].map((bytes) => sharp(bytes, { ignoreIcc: true }).raw().toBuffer()),
    );
    expect(pixelsAfter).toEqual(pixelsBefore);
  });
});
