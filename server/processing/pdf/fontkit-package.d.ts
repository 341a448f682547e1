// The part of fontkit 2 (the package ships no types) that ./fontkit.ts uses.
declare module 'fontkit' {
  interface Subset {
    includeGlyph(glyph: unknown): number;
    encode(): Uint8Array;
  }
  interface Font {
    createSubset(): Subset;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(data: Buffer): Font;
}
