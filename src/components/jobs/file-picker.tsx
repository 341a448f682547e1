import { Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { trackFileUpload } from '../../lib/analytics.ts';
import { cn } from '../../lib/cn.ts';
import { formatBytes } from '../../lib/format.ts';
import { useMessages } from '../../i18n/index.ts';
import { selectFiles } from '../../lib/jobs/file-checks.ts';
import { shownJobMessage } from '../../lib/jobs/messages.ts';
import { acceptAttribute } from '../../../shared/jobs/file-kinds.ts';
import { pickerLimitLabel } from '../../../shared/jobs/limits.ts';
import type { InputSlot } from '../../../shared/jobs/job-types.ts';
import { Button } from '../ui/button.tsx';
import { jobMessages } from './messages.ts';
import { useCarriedFile } from './use-carried-file.ts';

export interface FilePickerProps {
  /** The job input the files are for: its accepted kinds, size limit and number of files. */
  slot: InputSlot;
  /** The button's text: 'Choose an image', 'Choose images', 'Choose a PDF'. */
  buttonLabel: string;
  /** Files already chosen for a multiple slot (new ones fill the places left). */
  chosen?: number;
  onFiles: (files: File[]) => void;
  /** Rewords a refusal for this tool (the message shows inside the drop zone). */
  describeRejection?: (message: string) => string;
  disabled?: boolean;
  toolSlug: string;
}

/**
 * A drop zone with a button: only the slot's kinds, each within its size limit, at most its
 * number of files. A refusal says its first reason once, inside the drop zone, until the next
 * choice. A result carried from the previous tool (`?from=`) arrives here as if chosen.
 */

export function FilePicker({
  slot,
  buttonLabel,
  chosen = 0,
  onFiles,
  describeRejection = (message) => message,
  disabled,
  toolSlug,
}: FilePickerProps) {
  const m = useMessages(jobMessages).picker;
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const rejectionId = useId();
  const [dragging, setDragging] = useState(false);
  const [rejection, setRejection] = useState('');
  // The carried result could not be brought (deleted, not the visitor's): no upload went wrong.
  const [carryProblem, setCarryProblem] = useState('');
  // Kept as the checks gave them (English), shown in the language of the moment.
  const problem = shownJobMessage(rejection || carryProblem, slot);
  const multiple = slot.max > 1;
  const bringing = useCarriedFile(
    slot,
    (file) => {
      const { accepted, error } = selectFiles([file], slot, chosen);
      setRejection(error ? describeRejection(error) : '');
      if (accepted.length > 0) onFiles(accepted);
    },
    setCarryProblem,
  );

  const take = (list: FileList | null, method: 'drop' | 'select') => {
    const files = Array.from(list ?? []);
    if (files.length === 0) return;
    setCarryProblem('');
    const { accepted, error } = selectFiles(files, slot, chosen);
    setRejection(error ? describeRejection(error) : '');
    for (const file of accepted) {
      trackFileUpload({ toolSlug, fileSize: file.size, fileType: file.type, method });
    }
    if (accepted.length > 0) onFiles(accepted);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files, 'drop');
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-card border-2 border-dashed px-4 py-8 text-center transition-colors',
        dragging ? 'border-accent bg-accent-soft' : 'border-line bg-canvas',
        disabled && 'opacity-60',
      )}
    >
      <Upload className="size-8 text-muted" aria-hidden="true" />
      <p className="text-sm text-ink">{m.dropHere(multiple)}</p>
      <Button
        variant="secondary"
        disabled={disabled}
        aria-describedby={problem ? `${hintId} ${rejectionId}` : hintId}
        onClick={() => input.current?.click()}
      >
        {buttonLabel}
      </Button>
      <p id={hintId} className="text-xs text-muted">
        {m.hint(slot.kind, pickerLimitLabel(slot.maxBytes), multiple, slot.max)}
      </p>
      {bringing && (
        <p role="status" className="text-sm text-muted">
          {m.bringing}
        </p>
      )}
      {problem && (
        <p id={rejectionId} role="alert" className="text-sm font-medium text-danger">
          {rejection && <span className="font-semibold">{m.uploadError}</span>}
          {problem}
        </p>
      )}
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        accept={acceptAttribute(slot.kind)}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          take(event.target.files, 'select');
          event.target.value = '';
        }}
      />
    </div>
  );
}

/** The chosen file's name and size, under the picker. */
export function ChosenFile({ file, children }: { file: File | undefined; children?: ReactNode }) {
  const m = useMessages(jobMessages).picker;
  if (!file) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm">
      <span className="font-medium text-ink">{m.selected}</span>
      <span className="min-w-0 truncate">{file.name}</span>
      <span className="text-muted">({formatBytes(file.size)})</span>
      {children}
    </p>
  );
}
