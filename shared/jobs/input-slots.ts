import { fileKinds, type FileKind } from './file-kinds.ts';
import type { InputSlot } from './job-type.ts';
import { MAX_FILES_PER_DROP, MAX_IMAGES_PER_BATCH } from './limits.ts';

/** The input slots job types are built from. */

/** One file of `kind` in `field`. */
export const oneFile = (
  kind: FileKind,
  maxBytes: number,
  field: InputSlot['field'] = 'file',
): InputSlot => ({ field, kind, maxBytes, min: 1, max: 1 });

/** One file of `kind` in `file` whose size limit is read when checked (a server setting). */
export const oneFileUpTo = (kind: FileKind, maxBytes: () => number): InputSlot => ({
  field: 'file',
  kind,
  get maxBytes() {
    return maxBytes();
  },
  min: 1,
  max: 1,
});

/** 1 to 10 images in `images`, made into one result. */
export const imageDrop = (maxBytes: number): InputSlot => ({
  field: 'images',
  kind: fileKinds.image,
  maxBytes,
  min: 1,
  max: MAX_FILES_PER_DROP,
});

/** 1 to 50 images in `images`, each processed alone (or, with `alsoField`, one in that field). */
export const imageBatch = (maxBytes: number, alsoField?: InputSlot['field']): InputSlot => ({
  field: 'images',
  kind: fileKinds.image,
  maxBytes,
  min: 1,
  max: MAX_IMAGES_PER_BATCH,
  ...(alsoField ? { alsoField } : {}),
});
