import type * as PdfJs from 'pdfjs-dist';
import type { PDFDocumentProxy } from 'pdfjs-dist';

/** Thumbnails are rendered this wide, in CSS pixels (twice that on a sharp screen). */
export const THUMBNAIL_WIDTH = 120;

let loading: Promise<typeof PdfJs> | undefined;

/** pdf.js, loaded only by the screens that show pages, its worker served by the site itself. */
function pdfjs(): Promise<typeof PdfJs> {
  loading ??= Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]).then(([module, worker]) => {
    module.GlobalWorkerOptions.workerSrc = worker.default;
    return module;
  });
  return loading;
}

/** Opens a chosen PDF in the browser (nothing is sent anywhere). */
export async function openPdfFile(file: File): Promise<PDFDocumentProxy> {
  const { getDocument } = await pdfjs();
  const data = new Uint8Array(await file.arrayBuffer());
  return getDocument({ data }).promise;
}

/** One page drawn small on white, as a PNG blob. */
export async function renderThumbnail(pdf: PDFDocumentProxy, pageNumber: number): Promise<Blob> {
  const page = await pdf.getPage(pageNumber);
  const base = page.getViewport({ scale: 1 });
  const density = Math.min(2, globalThis.devicePixelRatio || 1);
  const viewport = page.getViewport({ scale: (THUMBNAIL_WIDTH * density) / base.width });
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(viewport.width));
  canvas.height = Math.max(1, Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  await page.render({ canvas, viewport }).promise;
  page.cleanup();
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('no thumbnail'))),
      'image/png',
    ),
  );
}
