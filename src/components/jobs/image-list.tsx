import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { formatBytes } from '../../lib/format.ts';
import { useMessages } from '../../i18n/index.ts';
import { IconButton } from '../ui/icon-button.tsx';
import { jobMessages } from './messages.ts';
import { useObjectUrl } from './use-object-url.ts';

function Thumbnail({ file }: { file: File }) {
  const url = useObjectUrl(file);
  return (
    <span className="flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-md border border-line bg-white sm:size-14">
      {url && <img src={url} alt="" className="max-h-full max-w-full object-contain" />}
    </span>
  );
}

/**
 * The chosen images in order (frames of a GIF, pages of a PDF): each can move up or down or be
 * removed. `itemLabel` names an entry for screen readers: 'Frame', 'Page'.
 */
export function ImageList({
  files,
  onChange,
  itemLabel,
  disabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  itemLabel: string;
  disabled?: boolean;
}) {
  const m = useMessages(jobMessages).list;
  if (files.length === 0) return null;
  const move = (from: number, to: number) => {
    const next = [...files];
    const [item] = next.splice(from, 1);
    if (item) next.splice(to, 0, item);
    onChange(next);
  };
  return (
    <ol className="space-y-2" aria-label={m.inOrder(itemLabel)}>
      {files.map((file, index) => (
        <li
          key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
          className="flex items-center gap-2 rounded-lg border border-line bg-surface p-2 sm:gap-3"
        >
          <span className="w-4 shrink-0 text-center text-sm font-semibold text-muted sm:w-6">
            {index + 1}
          </span>
          <Thumbnail file={file} />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium">{file.name}</span>
            <span className="block text-xs text-muted">{formatBytes(file.size)}</span>
          </span>
          <span className="flex shrink-0">
            <IconButton
              variant="ghost"
              className="size-9!"
              disabled={disabled || index === 0}
              label={m.moveUp(itemLabel, index + 1)}
              icon={<ArrowUp aria-hidden="true" />}
              onClick={() => move(index, index - 1)}
            />
            <IconButton
              variant="ghost"
              className="size-9!"
              disabled={disabled || index === files.length - 1}
              label={m.moveDown(itemLabel, index + 1)}
              icon={<ArrowDown aria-hidden="true" />}
              onClick={() => move(index, index + 1)}
            />
            <IconButton
              variant="ghost"
              className="size-9!"
              disabled={disabled}
              label={m.remove(itemLabel, index + 1, file.name)}
              icon={<X aria-hidden="true" />}
              onClick={() => onChange(files.filter((_, i) => i !== index))}
            />
          </span>
        </li>
      ))}
    </ol>
  );
}
