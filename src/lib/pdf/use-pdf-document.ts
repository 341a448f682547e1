import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { openPdfFile, renderThumbnail } from './page-thumbnails.ts';

/** Opens the chosen PDF in the browser for its thumbnails; closes it when it changes. */
export function usePdfDocument(file: File | undefined): {
  pdf?: PDFDocumentProxy;
  failed: boolean;
} {
  const [state, setState] = useState<{ file?: File; pdf?: PDFDocumentProxy; failed: boolean }>({
    failed: false,
  });
  useEffect(() => {
    if (!file) return;
    let live = true;
    let opened: PDFDocumentProxy | undefined;
    openPdfFile(file).then(
      (pdf) => {
        opened = pdf;
        if (live) setState({ file, pdf, failed: false });
        else void pdf.loadingTask.destroy();
      },
      () => live && setState({ file, failed: true }),
    );
    return () => {
      live = false;
      void opened?.loadingTask.destroy();
    };
  }, [file]);
  return state.file === file ? state : { failed: false };
}

/** Pages drawn beyond this many stay as numbered tiles (the server's page budget is 200). */
export const MAX_THUMBNAILS = 200;

/** Renders page thumbnails one after another, revoking them when the document changes. */
export function usePageThumbnails(pdf: PDFDocumentProxy | undefined): Map<number, string> {
  const [thumbnails, setThumbnails] = useState(new Map<number, string>());
  useEffect(() => {
    if (!pdf) return;
    let live = true;
    const urls: string[] = [];
    void (async () => {
      for (let number = 1; number <= Math.min(pdf.numPages, MAX_THUMBNAILS) && live; number++) {
        try {
          const url = URL.createObjectURL(await renderThumbnail(pdf, number));
          urls.push(url);
          if (!live) break;
          setThumbnails((previous) => new Map(previous).set(number, url));
        } catch {
          // A page that cannot be drawn stays a numbered tile.
        }
      }
    })();
    return () => {
      live = false;
      for (const url of urls) URL.revokeObjectURL(url);
      setThumbnails(new Map());
    };
  }, [pdf]);
  return thumbnails;
}
