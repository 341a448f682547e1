import { useEffect, useState } from 'react';
import { useMessages } from '../../i18n/index.ts';
import { Dialog, DialogContent } from '../ui/dialog.tsx';
import { jobMessages } from './messages.ts';
import { readZipPages, type ZipPage } from './zip-pages.ts';
import { useObjectUrl } from './use-object-url.ts';

function PageThumbnail({
  page,
  total,
  onOpen,
}: {
  page: ZipPage;
  total: number;
  onOpen: () => void;
}) {
  const url = useObjectUrl(page.blob);
  const m = useMessages(jobMessages).pages;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="flex w-full flex-col items-center gap-1 rounded-lg border border-line bg-surface p-2 hover:bg-canvas"
        aria-label={m.open(page.number, total)}
      >
        <span className="flex aspect-[3/4] w-full items-center justify-center overflow-hidden bg-white">
          {url && <img src={url} alt="" className="max-h-full max-w-full object-contain" />}
        </span>
        <span className="text-xs font-medium text-muted">{m.page(page.number)}</span>
      </button>
    </li>
  );
}

function PageDialog({
  page,
  total,
  onClose,
}: {
  page: ZipPage | undefined;
  total: number;
  onClose: () => void;
}) {
  const url = useObjectUrl(page?.blob);
  const m = useMessages(jobMessages).pages;
  return (
    <Dialog open={page !== undefined} onOpenChange={(open) => !open && onClose()}>
      {page && (
        <DialogContent title={m.pageOf(page.number, total)} className="max-w-3xl!">
          {url && (
            <div className="space-y-3">
              <img
                src={url}
                alt={m.rendered(page.number)}
                className="mx-auto max-h-[70vh] max-w-full border border-line"
              />
              <a
                href={url}
                download={page.name}
                className="text-sm font-semibold text-accent underline-offset-4 hover:underline"
              >
                {m.download(page.name)}
              </a>
            </div>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

/** Every page of a job's ZIP of PNGs as a thumbnail; a click shows the page large. */
export function ZipPagePreviews({ zip }: { zip: Blob | undefined }) {
  const [pages, setPages] = useState<{ zip: Blob; pages: ZipPage[] }>();
  const [open, setOpen] = useState<ZipPage>();
  const m = useMessages(jobMessages).pages;
  useEffect(() => {
    if (!zip) return;
    let live = true;
    void zip.arrayBuffer().then((buffer) => {
      if (live) setPages({ zip, pages: readZipPages(new Uint8Array(buffer)) });
    });
    return () => {
      live = false;
    };
  }, [zip]);
  const list = pages && pages.zip === zip ? pages.pages : [];
  if (list.length === 0) return null;
  return (
    <section aria-label={m.previews} className="space-y-2">
      <h3 className="text-sm font-semibold">{m.count(list.length)}</h3>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5">
        {list.map((page) => (
          <PageThumbnail
            key={page.name}
            page={page}
            total={list.length}
            onOpen={() => setOpen(page)}
          />
        ))}
      </ul>
      <PageDialog page={open} total={list.length} onClose={() => setOpen(undefined)} />
    </section>
  );
}
