import { ArrowDown, ArrowUp, FileText, GripVertical, X } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { cn } from '../../lib/cn.ts';
import { formatBytes } from '../../lib/format.ts';
import { useMessages } from '../../i18n/index.ts';
import { IconButton } from '../ui/icon-button.tsx';
import { jobMessages } from './messages.ts';

/** A stable key per chosen File, so a row keeps its identity (and focus) as it moves. */
const fileKeys = new WeakMap<File, number>();
let nextKey = 0;
function keyOf(file: File): number {
  let key = fileKeys.get(file);
  if (key === undefined) {
    key = ++nextKey;
    fileKeys.set(file, key);
  }
  return key;
}

type Action = 'up' | 'down';

/**
 * Chosen files in the order they will be used (the PDFs of a merge): each moves by dragging its
 * row, or with its Move up and Move down buttons; every move is announced, and the focus follows
 * the moved file.
 */
export function OrderedFileList({
  files,
  onChange,
  itemLabel,
  disabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  /** Names an entry for screen readers: 'PDF'. */
  itemLabel: string;
  disabled?: boolean;
}) {
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number>();
  const list = useRef<HTMLOListElement>(null);
  const m = useMessages(jobMessages).ordered;

  /** After the list has been drawn again, the moved file's same button (or its other) has focus. */
  const focusMoved = (key: number, action: Action) => {
    requestAnimationFrame(() => {
      const button = (which: Action) =>
        list.current?.querySelector<HTMLButtonElement>(`[data-move="${key}:${which}"]`);
      const wanted = button(action);
      (wanted && !wanted.disabled ? wanted : button(action === 'up' ? 'down' : 'up'))?.focus();
    });
  };

  if (files.length === 0) return null;
  const label = itemLabel;

  const move = (from: number, to: number, action?: Action) => {
    if (to < 0 || to >= files.length || from === to) return;
    const next = [...files];
    const [item] = next.splice(from, 1);
    if (!item) return;
    next.splice(to, 0, item);
    onChange(next);
    setAnnouncement(m.moved(item.name, to + 1, next.length));
    if (action) focusMoved(keyOf(item), action);
  };

  const onDrop = (event: DragEvent<HTMLLIElement>, index: number) => {
    event.preventDefault();
    if (dragged !== undefined) move(dragged, index);
    setDragged(undefined);
  };

  return (
    <div>
      <p className="mb-2 text-xs text-muted">{m.hint}</p>
      <ol ref={list} className="space-y-2" aria-label={m.inOrder(itemLabel)}>
        {files.map((file, index) => {
          const key = keyOf(file);
          return (
            <li
              key={key}
              draggable={!disabled}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                // Some browsers start a drag only when data is set.
                event.dataTransfer.setData('text/plain', file.name);
                setDragged(index);
              }}
              onDragOver={(event) => {
                if (dragged !== undefined) event.preventDefault();
              }}
              onDrop={(event) => onDrop(event, index)}
              onDragEnd={() => setDragged(undefined)}
              className={cn(
                'flex items-center gap-2 rounded-lg border border-line bg-surface p-2 sm:gap-3',
                !disabled && 'cursor-grab',
                dragged === index && 'opacity-50',
              )}
            >
              <GripVertical className="size-4 shrink-0 text-muted" aria-hidden="true" />
              <span className="w-5 shrink-0 text-center text-sm font-semibold text-muted sm:w-6">
                {index + 1}
              </span>
              <FileText className="size-6 shrink-0 text-muted" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium">{file.name}</span>
                <span className="block text-xs text-muted">{formatBytes(file.size)}</span>
              </span>
              <span className="flex shrink-0">
                <IconButton
                  data-move={`${key}:up`}
                  variant="ghost"
                  className="size-9!"
                  disabled={disabled || index === 0}
                  label={m.moveUp(label, index + 1, file.name)}
                  icon={<ArrowUp aria-hidden="true" />}
                  onClick={() => move(index, index - 1, 'up')}
                />
                <IconButton
                  data-move={`${key}:down`}
                  variant="ghost"
                  className="size-9!"
                  disabled={disabled || index === files.length - 1}
                  label={m.moveDown(label, index + 1, file.name)}
                  icon={<ArrowDown aria-hidden="true" />}
                  onClick={() => move(index, index + 1, 'down')}
                />
                <IconButton
                  variant="ghost"
                  className="size-9!"
                  disabled={disabled}
                  label={m.remove(label, index + 1, file.name)}
                  icon={<X aria-hidden="true" />}
                  onClick={() => {
                    onChange(files.filter((_, i) => i !== index));
                    setAnnouncement(m.removed(file.name));
                  }}
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
