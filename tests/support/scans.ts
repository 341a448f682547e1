import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

/**
 * Scanned pages made here, whose words are known: text set by librsvg in a real font at 300 dpi
 * on an A5 page, turned by a small angle, with grey noise over it, saved as a JPEG as a scanner
 * would. For OCR tests and the OCR bench.
 */

export const englishScanText = [
  'The quarterly meeting of the village water committee was held on Tuesday morning.',
  'Members agreed to repair the northern pipeline before the monsoon season begins.',
  'Each household will contribute two hundred rupees toward the cost of new valves.',
  'The treasurer reported that the accounts were checked and found to be in order.',
  'A public notice about the work schedule will be posted at the school and temple.',
];

export const nepaliScanText = [
  'काठमाडौं नेपालको राजधानी हो र यहाँ धेरै पुराना मन्दिरहरू छन्।',
  'गाउँको खानेपानी समितिको बैठक मंगलबार बिहान बसेको थियो।',
  'सबै सदस्यहरूले वर्षा सुरु हुनुअघि पाइप मर्मत गर्ने निर्णय गरे।',
  'प्रत्येक घरले नयाँ धाराको खर्चका लागि दुई सय रुपैयाँ तिर्नेछ।',
];

const DPI = 300;
/** A5 at 300 dpi. */
const WIDTH = 1748;
const HEIGHT = 2480;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A deterministic pseudo-random sequence, so a scan is the same at every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface ScanOptions {
  lines: readonly string[];
  font: 'DejaVu Sans' | 'Noto Sans Devanagari';
  /** Degrees, clockwise; a scanner's page is rarely straight. */
  angle?: number;
  /** The largest change of a pixel's grey by noise, 0-255. */
  noise?: number;
  seed?: number;
}

/** One scanned page as a JPEG at 300 dpi (the density is in the file). */
export async function scanJpeg(options: ScanOptions): Promise<Buffer> {
  const size = 36; // about 9 points at 300 dpi
  const text = options.lines
    .map(
      (line, index) =>
        `<text x="100" y="${240 + index * size * 1.8}" font-family="${options.font}" font-size="${size}">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="white"/>${text}</svg>`;
  const page = await sharp(Buffer.from(svg), { density: 72 })
    .rotate(options.angle ?? 1.5, { background: '#ffffff' })
    .resize(WIDTH, HEIGHT, { fit: 'cover' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const next = random(options.seed ?? 7);
  const amount = options.noise ?? 40;
  const pixels = page.data;
  for (let i = 0; i < pixels.length; i++) {
    const change = (next() - 0.5) * amount;
    pixels[i] = Math.max(0, Math.min(255, (pixels[i] ?? 0) + change));
  }
  return sharp(pixels, {
    raw: { width: page.info.width, height: page.info.height, channels: page.info.channels },
  })
    .jpeg({ quality: 80 })
    .withMetadata({ density: DPI })
    .toBuffer();
}

/** The scan as a one-page PDF holding only its image, as a scanner's PDF does. */
export async function scanPdf(jpeg: Buffer): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedJpg(jpeg);
  const width = (image.width * 72) / DPI;
  const height = (image.height * 72) / DPI;
  pdf.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  return Buffer.from(await pdf.save());
}

/** Words of a text, without punctuation, for counting. */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFC')
      // Zero-width joiners and non-joiners carry no letter of their own.
      .replace(/[\u200b-\u200d\ufeff]/gu, '')
      .split(/[\s।,.;:!?"'()]+/u)
      .filter(Boolean)
  );
}

/** The share of `expected`'s words (each occurrence counted) found among `found`'s words. */
export function wordRecall(expected: string, found: string): number {
  const available = new Map<string, number>();
  for (const word of wordsOf(found)) available.set(word, (available.get(word) ?? 0) + 1);
  const words = wordsOf(expected);
  let hits = 0;
  for (const word of words) {
    const left = available.get(word) ?? 0;
    if (left > 0) {
      hits++;
      available.set(word, left - 1);
    }
  }
  return words.length === 0 ? 0 : hits / words.length;
}
