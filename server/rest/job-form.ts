import type { FastifyRequest } from 'fastify';
import { LARGEST_UPLOAD, limitLabel } from '../../shared/jobs/limits.ts';
import {
  isJobType,
  jobDefinition,
  slotOfField,
  type FormField,
  type JobTypeDefinition,
} from '../../shared/jobs/job-types.ts';
import { AppError } from '../http/errors.ts';
import type { IncomingFile } from '../jobs/inputs.ts';
import type { JobService } from '../jobs/service.ts';

/** A job request as POST /api/jobs received it, its files already in storage. */
export interface JobForm {
  type: unknown;
  parameters: Record<string, unknown>;
  files: IncomingFile[];
  /** The id of the visitor's finished job whose result is an input too (no upload). */
  from?: unknown;
  /** The capacity was counted before the files came (the `type` field came first). */
  capacityChecked?: boolean;
}

const textFields = new Set([
  'type',
  'parameters',
  'ratio',
  'duration',
  'text',
  'targetFormat',
  'from',
]);

/** The `parameters` field: JSON text (multipart) or an object (JSON body). */
export function readParameters(raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === null || raw === '') return {};
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new AppError(
        400,
        'invalid_input',
        'parameters must be JSON text, like {"shape":"circle"}.',
        {
          field: 'parameters',
        },
      );
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AppError(400, 'invalid_input', 'parameters must be a JSON object.', {
      field: 'parameters',
    });
  }
  return value as Record<string, unknown>;
}

/**
 * Folds the top-level fields (ratio, duration, text, targetFormat) in (docs/product.md#rest-face).
 */
export function foldFormFields(
  definition: JobTypeDefinition | undefined,
  parameters: Record<string, unknown>,
  fields: Map<string, string>,
): Record<string, unknown> {
  const merged = { ...parameters };
  for (const name of ['ratio', 'duration', 'text', 'targetFormat'] as FormField[]) {
    const value = fields.get(name);
    if (value === undefined) continue;
    if (!definition?.formFields.includes(name)) {
      throw new AppError(400, 'invalid_input', `This job type takes no '${name}' field.`, {
        field: name,
      });
    }
    if (name === 'duration') {
      const seconds = Number(value);
      if (value.trim() === '' || !Number.isFinite(seconds)) {
        throw new AppError(400, 'invalid_input', 'duration must be a number of seconds.', {
          field: 'duration',
        });
      }
      merged.duration = seconds;
    } else {
      merged[name] = value;
    }
  }
  return merged;
}

/**
 * Reads a multipart job request part by part. Each file streams into the job system's intake as
 * it arrives, never held in memory, and stops at its input's size limit. The job type, when it comes first, as a
 * form-posting client sends it, decides that limit and lets a full line refuse the request
 * before any file is read.
 */
export async function readMultipartJob(
  request: FastifyRequest,
  jobs: JobService,
  clientKeys: readonly string[],
): Promise<JobForm> {
  const fields = new Map<string, string>();
  const files: IncomingFile[] = [];
  let definition: JobTypeDefinition | undefined;
  let capacityChecked = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!textFields.has(part.fieldname)) {
          throw new AppError(
            400,
            'invalid_input',
            `Unknown form field '${part.fieldname.slice(0, 40)}'.`,
            {
              field: part.fieldname.slice(0, 40),
            },
          );
        }
        if (part.valueTruncated) {
          throw new AppError(400, 'invalid_input', `The field '${part.fieldname}' is too long.`, {
            field: part.fieldname,
          });
        }
        const value = String(part.value);
        fields.set(part.fieldname, value);
        if (part.fieldname === 'type' && files.length === 0) {
          definition = jobs.definition(value);
          await jobs.assertCapacity(clientKeys);
          capacityChecked = true;
        }
        continue;
      }
      const slot = definition && slotOfField(definition, part.fieldname);
      if (definition && !slot) {
        part.file.resume();
        throw new AppError(
          400,
          'unexpected_file',
          `${definition.title} takes ${
            definition.inputs.length
              ? `files in ${definition.inputs.map((s) => `'${s.field}'`).join(' and ')}`
              : 'no file'
          }, not in '${part.fieldname.slice(0, 40)}'.`,
          { field: part.fieldname.slice(0, 40) },
        );
      }
      const inSlot = files.filter((f) => definition && slotOfField(definition, f.field) === slot);
      if (slot && inSlot.length >= slot.max) {
        part.file.resume();
        throw new AppError(
          400,
          'too_many_files',
          `Too many files. Maximum ${slot.max} files allowed.`,
          {
            field: slot.field,
          },
        );
      }
      files.push(
        await jobs.intake.receive(part.file, {
          field: part.fieldname,
          filename: part.filename,
          limit: slot?.maxBytes ?? LARGEST_UPLOAD,
        }),
      );
    }
    const type = fields.get('type');
    if (!definition && isJobType(type)) definition = jobDefinition(type);
    return {
      type,
      parameters: foldFormFields(definition, readParameters(fields.get('parameters')), fields),
      files,
      from: fields.get('from'),
      capacityChecked,
    };
  } catch (error) {
    await jobs.intake.discard(files);
    throw translateMultipartError(error);
  }
}

function translateMultipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(
      413,
      'too_large',
      `File too large. Maximum size is ${limitLabel(LARGEST_UPLOAD)}`,
    );
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(400, 'too_many_files', 'Too many parts in the form.');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError(400, 'invalid_input', 'The request is not a valid multipart form.');
  }
  const message = error instanceof Error ? error.message : '';
  if (code === 'ECONNRESET' || message === 'aborted') {
    return new AppError(400, 'incomplete_body', 'The request ended before its form was complete.');
  }
  // Busboy's refusals of a malformed form: no boundary, a bad part header, a truncated body.
  if (/^(Multipart:|Malformed|Unexpected end of|Part terminated early)/i.test(message)) {
    return new AppError(
      400,
      'invalid_input',
      `The request is not a valid multipart form (${message}).`,
    );
  }
  return error;
}
