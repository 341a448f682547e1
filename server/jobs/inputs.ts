import { fileTypeFromFile } from 'file-type';
import type { StoredFile } from '../../db/schema.ts';
import { limitLabel } from '../../shared/jobs/limits.ts';
import {
  slotOfField,
  type InputSlot,
  type JobTypeDefinition,
} from '../../shared/jobs/job-types.ts';
import { AppError } from '../http/errors.ts';
import type { FileStorage, LocalCopy } from '../storage/storage.ts';

/** A file a request brought, already in storage under `key`. */
export interface IncomingFile {
  field: string;
  key: string;
  name: string;
  size: number;
  /**
   * The file as this process wrote it to its own disk on the way to a remote store: the intake
   * checks read it rather than the stored object, and release it.
   */
  local?: LocalCopy;
}

/** A visitor's file name made safe to show and store: no control characters, not too long. */
export function displayName(name: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = (name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const base = clean.split(/[\\/]/).pop() ?? '';
  return base.slice(0, 200) || 'file';
}

function slotFor(definition: JobTypeDefinition, field: string): InputSlot {
  const slot = slotOfField(definition, field);
  if (!slot) {
    const expected = definition.inputs.map((s) => `'${s.field}'`).join(' and ');
    throw new AppError(
      400,
      'unexpected_file',
      expected
        ? `${definition.title} takes files in ${expected}, not in '${field}'.`
        : `${definition.title} takes no file; send the address in parameters.url.`,
      { field },
    );
  }
  return slot;
}

/** The checks that need only names and sizes: slots, counts and the size limit of each slot. */
export function checkCountsAndSizes(
  definition: JobTypeDefinition,
  files: ReadonlyArray<{ field: string; name: string; size: number }>,
): void {
  for (const file of files) {
    const slot = slotFor(definition, file.field);
    if (file.size > slot.maxBytes) {
      throw new AppError(
        413,
        'too_large',
        `File too large. Maximum size is ${limitLabel(slot.maxBytes)}`,
        {
          field: file.field,
        },
      );
    }
    if (file.size === 0) {
      throw new AppError(400, 'empty_file', `"${displayName(file.name)}" is empty.`, {
        field: file.field,
      });
    }
  }
  for (const slot of definition.inputs) {
    const count = files.filter((f) => slotOfField(definition, f.field) === slot).length;
    if (count > slot.max) {
      throw new AppError(
        400,
        'too_many_files',
        `Too many files. Maximum ${slot.max} files allowed.`,
        {
          field: slot.field,
        },
      );
    }
    if (count < slot.min) {
      throw new AppError(
        400,
        'missing_file',
        `${definition.title} needs ${slot.min === 1 ? 'a' : `at least ${slot.min}`} ${slot.kind.label} in '${slot.field}'.`,
        { field: slot.field },
      );
    }
  }
}

/** Reads each file's first bytes and refuses any whose real type is not one its slot accepts. */
export async function checkContentTypes(
  storage: Pick<FileStorage, 'openLocal'>,
  definition: JobTypeDefinition,
  files: readonly IncomingFile[],
): Promise<StoredFile[]> {
  const checked: StoredFile[] = [];
  for (const file of files) {
    const slot = slotFor(definition, file.field);
    const local = await storage.openLocal(file.key);
    let detected: string | undefined;
    try {
      detected = (await fileTypeFromFile(local.path))?.mime;
    } finally {
      await local.release();
    }
    if (!detected || !slot.kind.detected.includes(detected)) {
      throw new AppError(
        415,
        'unsupported_type',
        `"${displayName(file.name)}" is not a ${slot.kind.label}: its content is ${
          detected ? `${detected}` : 'not a format we recognise'
        }. Please check supported formats.`,
        { field: file.field },
      );
    }
    checked.push({
      key: file.key,
      name: displayName(file.name),
      size: file.size,
      contentType: detected,
      field: file.field,
    });
  }
  return checked;
}
