import { createRequire } from 'node:module';
import type { PDFDocument } from 'pdf-lib';

/**
 * fontkit 2 (the font engine pdfmake already brings) as pdf-lib's `registerFontkit` expects it.
 * pdf-lib was written for fontkit 1, whose subsets wrote through an event stream; fontkit 2's
 * `encode()` returns the bytes at once, so each subset gets that stream back, emitting them once.
 */
interface Fontkit2Subset {
  includeGlyph(glyph: unknown): number;
  encode(): Uint8Array;
}
interface Fontkit2Font {
  createSubset(): Fontkit2Subset;
}
interface Fontkit2 {
  create(data: Buffer): Fontkit2Font;
}

type Listener = (value?: unknown) => void;

function streamOf(subset: Fontkit2Subset) {
  const listeners = new Map<string, Listener>();
  const stream = {
    on(event: string, listener: Listener) {
      listeners.set(event, listener);
      return stream;
    },
  };
  queueMicrotask(() => {
    try {
      listeners.get('data')?.(subset.encode());
      listeners.get('end')?.();
    } catch (error) {
      listeners.get('error')?.(error);
    }
  });
  return stream;
}

const fontkit2 = createRequire(import.meta.url)('fontkit') as Fontkit2;

export const fontkit = {
  create(data: Uint8Array) {
    const font = fontkit2.create(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    const createSubset = font.createSubset.bind(font);
    return Object.assign(font, {
      createSubset: () => {
        const subset = createSubset();
        return {
          includeGlyph: (glyph: unknown) => subset.includeGlyph(glyph),
          encodeStream: () => streamOf(subset),
        };
      },
    });
  },
} as unknown as Parameters<PDFDocument['registerFontkit']>[0];
