import type { PDFDocumentProxy } from 'pdfjs-dist';
import { ArrowLeft, ArrowRight, CopyPlus, GripVertical, X } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { useMessages } from '../../i18n/index.ts';
import { cn } from '../../lib/cn.ts';
import { usePageThumbnails } from '../../lib/pdf/use-pdf-document.ts';
import { organizePdfMessages } from './messages.ts';

/** A page in the new order; `key` stays with it as it moves (a duplicate gets its own). */
export interface PlacedPage {
  key: number;
  page: number;
}

type Action = 'earlier' | 'later' | 'duplicate' | 'remove';

/**
 * The pages in their new order as thumbnails: each moves by dragging, or with its Move earlier
 * and Move later buttons (the focus follows it), and can be duplicated or removed. Every change
 * is announced.
 */
export function PageBoard({
  pdf,
  pages,
  onChange,
  newKey,
  disabled,
}: {
  pdf: PDFDocumentProxy;
  pages: readonly PlacedPage[];
  onChange: (pages: PlacedPage[]) => void;
  newKey: () => number;
  disabled?: boolean;
}) {
  const { board } = useMessages(organizePdfMessages);
  const thumbnails = usePageThumbnails(pdf);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number>();
  const list = useRef<HTMLOListElement>(null);

  /** Once drawn again, the page's same button (else another of its own) has the focus. */
  const focus = (key: number, action: Action) => {
    requestAnimationFrame(() => {
      const buttons = [action, 'earlier', 'later', 'duplicate', 'remove'].map((which) =>
        list.current?.querySelector<HTMLButtonElement>(`[data-page-action="${key}:${which}"]`),
      );
      buttons.find((button) => button && !button.disabled)?.focus();
    });
  };

  const move = (from: number, to: number, action?: Action) => {
    if (to < 0 || to >= pages.length || from === to) return;
    const next = [...pages];
    const [item] = next.splice(from, 1);
    if (!item) return;
    next.splice(to, 0, item);
    onChange(next);
    setAnnouncement(board.moved(item.page, to + 1, next.length));
    if (action) focus(item.key, action);
  };

  const duplicate = (index: number) => {
    const item = pages[index]!;
    const copy = { key: newKey(), page: item.page };
    onChange([...pages.slice(0, index + 1), copy, ...pages.slice(index + 1)]);
    setAnnouncement(board.duplicated(item.page, index + 2));
    focus(copy.key, 'duplicate');
  };

  const remove = (index: number) => {
    const item = pages[index]!;
    const next = pages.filter((_, i) => i !== index);
    onChange(next);
    setAnnouncement(board.removed(item.page, next.length));
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) focus(neighbour.key, 'remove');
  };

  const onDrop = (event: DragEvent<HTMLLIElement>, index: number) => {
    event.preventDefault();
    if (dragged !== undefined) move(dragged, index);
    setDragged(undefined);
  };

  const button = 'size-8!';
  return (
    <div>
      <p className="mb-2 text-xs text-muted">{board.hint}</p>
      <ol
        ref={list}
        aria-label={board.pages}
        className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4"
      >
        {pages.map((item, index) => {
          const url = thumbnails.get(item.page);
          const position = index + 1;
          return (
            <li
              key={item.key}
              data-page={item.page}
              draggable={!disabled}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                // Some browsers start a drag only when data is set.
                event.dataTransfer.setData('text/plain', String(item.page));
                setDragged(index);
              }}
              onDragOver={(event) => {
                if (dragged !== undefined) event.preventDefault();
              }}
              onDrop={(event) => onDrop(event, index)}
              onDragEnd={() => setDragged(undefined)}
              className={cn(
                'flex flex-col items-center gap-1 rounded-lg border border-line bg-surface p-1.5',
                !disabled && 'cursor-grab',
                dragged === index && 'opacity-50',
              )}
            >
              <span className="flex w-full items-center justify-between text-xs font-medium text-ink">
                <GripVertical className="size-4 text-muted" aria-hidden="true" />
                <span>{board.page(item.page)}</span>
                <span className="w-4 text-right text-muted" aria-hidden="true">
                  {position}
                </span>
              </span>
              <span className="flex aspect-[3/4] w-full items-center justify-center overflow-hidden bg-white">
                {url ? (
                  <img
                    src={url}
                    alt=""
                    draggable={false}
                    className="max-h-full max-w-full object-contain"
                  />
                ) : (
                  <span className="text-muted" aria-hidden="true">
                    {item.page}
                  </span>
                )}
              </span>
              <span className="flex">
                <IconButton
                  data-page-action={`${item.key}:earlier`}
                  variant="ghost"
                  className={button}
                  disabled={disabled || index === 0}
                  label={board.earlier(item.page, position)}
                  icon={<ArrowLeft aria-hidden="true" />}
                  onClick={() => move(index, index - 1, 'earlier')}
                />
                <IconButton
                  data-page-action={`${item.key}:later`}
                  variant="ghost"
                  className={button}
                  disabled={disabled || index === pages.length - 1}
                  label={board.later(item.page, position)}
                  icon={<ArrowRight aria-hidden="true" />}
                  onClick={() => move(index, index + 1, 'later')}
                />
                <IconButton
                  data-page-action={`${item.key}:duplicate`}
                  variant="ghost"
                  className={button}
                  disabled={disabled}
                  label={board.duplicate(item.page, position)}
                  icon={<CopyPlus aria-hidden="true" />}
                  onClick={() => duplicate(index)}
                />
                <IconButton
                  data-page-action={`${item.key}:remove`}
                  variant="ghost"
                  className={button}
                  disabled={disabled}
                  label={board.remove(item.page, position)}
                  icon={<X aria-hidden="true" />}
                  onClick={() => remove(index)}
                />
              </span>
            </li>
          );
        })}
      </ol>
      <p className="sr-only" aria-live="polite" role="status">
        {announcement}
      </p>
    </div>
  );
}
