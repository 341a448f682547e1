import type { FileKind } from '../../../shared/jobs/file-kinds.ts';
import type { InputSlot } from '../../../shared/jobs/job-types.ts';
import { jobTexts } from './messages.ts';

/** What the browser knows of a chosen file before sending it. */
export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

/**
 * The rejection messages, word for word (docs/product.md#inputs-and-limits); the picker shows them
 * in the shown language (`shownJobMessage`).
 */
export const fileMessages = {
  tooLarge: jobTexts.tooLarge,
  invalidType: jobTexts.errors.invalidType,
  tooMany: jobTexts.tooMany,
  failed: jobTexts.errors.fileFailed,
} as const;

/** Whether the browser's declared type or the file's extension is one the kind accepts. */
export function looksLikeKind(file: FileFacts, kind: FileKind): boolean {
  const type = file.type.toLowerCase();
  const dot = file.name.lastIndexOf('.');
  const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  return (type !== '' && kind.declared.includes(type)) || kind.extensions.includes(extension);
}

export interface Selection<F extends FileFacts> {
  accepted: F[];
  /** The first rejection only, as the drop zone reports it (docs/product.md#inputs-and-limits). */
  error?: string;
}

/**
 * Checks a drop or a pick for an input slot (docs/product.md#inputs-and-limits): only listed
 * types, each within the size limit; a multiple slot keeps what fits in its remaining places and
 * says how many are allowed; a single slot takes one file. The server checks the real bytes again.
 */
export function selectFiles<F extends FileFacts>(
  files: readonly F[],
  slot: InputSlot,
  alreadyChosen = 0,
): Selection<F> {
  let error: string | undefined;
  const valid: F[] = [];
  for (const file of files) {
    if (!looksLikeKind(file, slot.kind)) {
      error ??= fileMessages.invalidType;
    } else if (file.size > slot.maxBytes) {
      error ??= fileMessages.tooLarge(slot.maxBytes);
    } else if (file.size === 0) {
      error ??= fileMessages.failed;
    } else {
      valid.push(file);
    }
  }
  if (slot.max === 1) return { accepted: valid.slice(0, 1), ...(error ? { error } : {}) };
  const room = Math.max(0, slot.max - alreadyChosen);
  if (valid.length > room) error ??= fileMessages.tooMany(slot.max);
  return { accepted: valid.slice(0, room), ...(error ? { error } : {}) };
}
