import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useMessages } from '../../i18n/index.ts';
import { cn } from '../../lib/cn.ts';
import { usePageThumbnails } from '../../lib/pdf/use-pdf-document.ts';
import { splitPdfMessages } from './messages.ts';

/**
 * The document's pages as toggle buttons with their thumbnails: choosing pages writes the ranges
 * (consecutive pages make one range, so one PDF).
 */
export function PagePicker({
  pdf,
  selected,
  onToggle,
  disabled,
}: {
  pdf: PDFDocumentProxy;
  selected: ReadonlySet<number>;
  onToggle: (page: number) => void;
  disabled?: boolean;
}) {
  const { picker } = useMessages(splitPdfMessages);
  const thumbnails = usePageThumbnails(pdf);
  const pages = Array.from({ length: pdf.numPages }, (_, i) => i + 1);
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-2 text-sm font-medium text-ink">{picker.legend(pdf.numPages)}</legend>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label={picker.pages}>
        {pages.map((page) => {
          const on = selected.has(page);
          const url = thumbnails.get(page);
          return (
            <li key={page}>
              <button
                type="button"
                aria-pressed={on}
                onClick={() => onToggle(page)}
                className={cn(
                  'flex w-full flex-col items-center gap-1 rounded-lg border-2 p-1 text-xs font-medium focus-visible:outline-3 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60',
                  on ? 'border-accent bg-accent-soft text-accent-strong' : 'border-line bg-surface',
                )}
              >
                <span className="flex aspect-[3/4] w-full items-center justify-center overflow-hidden bg-white">
                  {url ? (
                    <img src={url} alt="" className="max-h-full max-w-full object-contain" />
                  ) : (
                    <span className="text-muted" aria-hidden="true">
                      {page}
                    </span>
                  )}
                </span>
                {picker.page(page)}
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
