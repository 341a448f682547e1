import { create } from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

/**
 * fontkit 2 (the version pdfmake's pdfkit uses too, so one copy is installed) as pdf-lib's `registerFontkit` expects it.
 * pdf-lib was written for fontkit 1, whose subsets wrote through an event stream; fontkit 2's
 * `encode()` returns the bytes at once, so each subset gets that stream back, emitting them once.
 */
type Fontkit2Subset = ReturnType<ReturnType<typeof create>['createSubset']>;

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

export const fontkit = {
  create(data: Uint8Array) {
    const font = create(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
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
