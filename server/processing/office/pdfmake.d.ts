// The part of pdfmake 0.3's server API this project uses (the package ships no types; the
// DefinitelyTyped ones describe 0.2).
declare module 'pdfmake' {
  interface FontFiles {
    normal: string | Buffer;
    bold: string | Buffer;
    italics: string | Buffer;
    bolditalics: string | Buffer;
  }
  interface OutputDocument {
    getBuffer(): Promise<Buffer>;
  }
  interface PdfMake {
    setFonts(fonts: Record<string, FontFiles>): void;
    setUrlAccessPolicy(callback: (url: string) => boolean): void;
    setLocalAccessPolicy(callback: (path: string) => boolean): void;
    createPdf(documentDefinition: object, options?: object): OutputDocument;
    addTableLayouts(layouts: Record<string, object>): void;
    virtualfs: {
      writeFileSync(name: string, data: Buffer): void;
      existsSync(name: string): boolean;
    };
  }
  const pdfmake: PdfMake;
  export default pdfmake;
}
