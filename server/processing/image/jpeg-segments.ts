/** JPEG markers with no length after them: TEM and the restart markers. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * Segments kept when metadata is dropped: JFIF (APP0), the colour profile (APP2, ICC: how the
 * colours are meant, nothing about the person) and Adobe's colour transform (APP14). Everything
 * else before the image data goes: EXIF (APP1, with the GPS place and the camera's owner), XMP
 * (APP1 too), IPTC (APP13), other makers' notes (APP3-APP15) and comments (COM).
 */
const keptWithoutMetadata = (marker: number) =>
  !(marker >= 0xe0 && marker <= 0xef) || marker === 0xe0 || marker === 0xe2 || marker === 0xee;

/**
 * A JPEG with its metadata segments removed and its coded image copied byte for byte (nothing is
 * decoded or encoded again). Undefined when the header is not a well-formed JPEG's.
 */
export function jpegWithoutMetadata(jpeg: Buffer): Buffer | undefined {
  if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return undefined;
  const kept: Buffer[] = [jpeg.subarray(0, 2)];
  let at = 2;
  while (at + 1 < jpeg.length) {
    if (jpeg[at] !== 0xff) return undefined;
    const start = at;
    // Any number of 0xFF fill bytes may come before a marker.
    while (jpeg[at + 1] === 0xff) at += 1;
    const marker = jpeg[at + 1] as number;
    if (marker === 0xda || marker === 0xd9) {
      // Start of scan (or an image with no scan): the rest is coded data, copied as it is.
      kept.push(jpeg.subarray(at));
      return Buffer.concat(kept);
    }
    if (standalone(marker)) {
      kept.push(jpeg.subarray(start, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > jpeg.length) return undefined;
    const end = at + 2 + jpeg.readUInt16BE(at + 2);
    if (end > jpeg.length) return undefined;
    if (keptWithoutMetadata(marker)) kept.push(jpeg.subarray(start, end));
    at = end;
  }
  return undefined;
}
