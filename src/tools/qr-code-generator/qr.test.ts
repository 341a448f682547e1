import { describe, expect, it } from 'vitest';
import {
  colourWarning,
  contrastRatio,
  explainQrError,
  qrInfo,
  qrInputError,
  qrPngDataUrl,
  qrSvg,
  qrSvgNow,
  type QrOptions,
} from './qr.ts';

const base: QrOptions = {
  text: 'HELLO WORLD',
  level: 'Q',
  size: 256,
  foreground: '#000000',
  background: '#ffffff',
};

describe('QR codes', () => {
  it('draws the same SVG at once as it does asynchronously', async () => {
    expect(qrSvgNow(base)).toBe(await qrSvg(base));
    expect(qrSvgNow(base)).toMatch(/^<svg /);
  });

  it("puts 'HELLO WORLD' at level Q in a version 1 code (21 modules)", () => {
    expect(qrInfo(base)).toEqual({ version: 1, modules: 21 });
  });

  it('grows the version with the text and the error correction level', () => {
    const text = 'https://example.com/a/fairly/long/path?with=query&and=more';
    expect(qrInfo({ ...base, text, level: 'H' }).version).toBeGreaterThan(
      qrInfo({ ...base, text, level: 'L' }).version,
    );
  });

  it('draws an SVG of the chosen size and colours, with a 4-module quiet zone', async () => {
    const svg = await qrSvg({ ...base, size: 300, foreground: '#112233', background: '#fafafa' });
    expect(svg).toContain('width="300" height="300"');
    expect(svg).toContain('viewBox="0 0 29 29"'); // 21 modules + 2 x 4
    expect(svg).toContain('fill="#fafafa"');
    expect(svg).toContain('stroke="#112233"');
  });

  it('draws a PNG of exactly the chosen width', async () => {
    const url = await qrPngDataUrl({ ...base, size: 512 });
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(url.split(',')[1]!, 'base64');
    expect(png.readUInt32BE(16)).toBe(512);
    expect(png.readUInt32BE(20)).toBe(512);
  });

  it('explains text too long for a QR code', async () => {
    const error = await qrSvg({ ...base, text: 'x'.repeat(3000), level: 'H' }).catch(
      (e: unknown) => e,
    );
    expect(explainQrError(error, 'H')).toBe(
      'Too much text for a QR code at error correction H. Shorten it, or choose a lower level: Low holds the most.',
    );
  });
});

describe('input checks', () => {
  it('asks for text and valid colours and size', () => {
    expect(qrInputError({ ...base, text: '' })).toBe(
      'Enter the text or link to put in the QR code.',
    );
    expect(qrInputError({ ...base, foreground: '#12' })).toBe(
      'Colours must be six-digit hex values such as #000000.',
    );
    expect(qrInputError({ ...base, size: 100 })).toBe(
      'The size must be a whole number of pixels from 128 to 1024.',
    );
    expect(qrInputError(base)).toBeUndefined();
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('warns about colours scanners struggle with', () => {
    expect(colourWarning('#000000', '#ffffff')).toBeUndefined();
    expect(colourWarning('#cccccc', '#ffffff')).toMatch(/too alike/);
    expect(colourWarning('#ffffff', '#000000')).toMatch(/light code on a dark background/);
  });
});
