import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegWithoutMetadata } from './jpeg-segments.ts';

async function photoWithMetadata(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 16, channels: 3, background: '#3366cc' } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Artist: 'Test owner' }, IFD3: { GPSMapDatum: 'WGS-84 Kathmandu' } })
    .withIccProfile('p3')
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')
    .toBuffer();
}

describe('jpegWithoutMetadata', () => {
  it('drops EXIF and XMP, keeps the colour profile and the coded image byte for byte', async () => {
    const jpeg = await photoWithMetadata();
    const before = await sharp(jpeg).metadata();
    expect(before.exif).toBeDefined();
    expect(before.xmp).toBeDefined();
    const stripped = jpegWithoutMetadata(jpeg) as Buffer;
    const after = await sharp(stripped).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(stripped.includes('Kathmandu')).toBe(false);
    expect(after.icc).toEqual(before.icc);
    const scan = jpeg.indexOf(Buffer.from([0xff, 0xda]));
    expect(stripped.subarray(stripped.length - (jpeg.length - scan))).toEqual(jpeg.subarray(scan));
    const [pixelsBefore, pixelsAfter] = await Promise.all(
      [jpeg, stripped].map((bytes) => sharp(bytes, { ignoreIcc: true }).raw().toBuffer()),
    );
    expect(pixelsAfter).toEqual(pixelsBefore);
  });

  it('answers undefined for bytes that are not a JPEG or end inside a segment', async () => {
    expect(jpegWithoutMetadata(Buffer.from('not a jpeg'))).toBeUndefined();
    const jpeg = await photoWithMetadata();
    expect(jpegWithoutMetadata(jpeg.subarray(0, 30))).toBeUndefined();
  });
});
