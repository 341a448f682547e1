import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LARGEST_UPLOAD } from '../../shared/jobs/limits.ts';
import {
  isJobType,
  jobDefinition,
  MAX_FILES_PER_JOB,
  type JobTypeDefinition,
} from '../../shared/jobs/job-types.ts';
import { downloadPath, jobIdPattern, type JobView } from '../../shared/jobs/view.ts';
import { AppError } from '../http/errors.ts';
import { statusOfCode } from '../processing-error.ts';
import { attachmentHeader, parseRange } from '../http/range.ts';
import { clientKeys } from '../jobs/client-key.ts';
import type { IncomingFile } from '../jobs/inputs.ts';
import type { JobService } from '../jobs/service.ts';
import { readMultipartJob, readParameters, type JobForm } from './job-form.ts';

function jobId(request: FastifyRequest): string {
  const { id } = request.params as { id: string };
  if (!jobIdPattern.test(id)) throw new AppError(404, 'not_found', 'There is no job with this id.');
  return id;
}

function wantsJson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('application/json');
}

async function sendResult(
  jobs: JobService,
  id: string,
  request: FastifyRequest,
  reply: FastifyReply,
  withRange: boolean,
) {
  const result = await jobs.result(id);
  const describe = () =>
    reply
      .header('content-type', result.contentType)
      .header('content-disposition', attachmentHeader(result.filename))
      .header('cache-control', 'private, no-store')
      .header('x-job-id', id);
  const range = withRange ? parseRange(request.headers.range, result.size) : undefined;
  if (range === 'unsatisfiable') {
    return describe()
      .header('accept-ranges', 'bytes')
      .code(416)
      .header('content-range', `bytes */${result.size}`)
      .type('application/json')
      .send({
        error: {
          code: 'range_not_satisfiable',
          message: 'The requested range is past the end of the file.',
        },
      });
  }
  // Opened before any header is set: a result gone from storage answers 410 as JSON.
  const body = await result.open(range);
  describe();
  if (withRange) reply.header('accept-ranges', 'bytes');
  if (!range) return reply.header('content-length', result.size).send(body);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${result.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(body);
}

/** The form's files and, when it names one in `from`, a copy of that finished job's result. */
async function withResult(
  jobs: JobService,
  form: JobForm,
  visitorId: string | undefined,
): Promise<IncomingFile[]> {
  if (form.from === undefined) return form.files;
  let definition: JobTypeDefinition;
  try {
    definition = jobs.definition(form.type);
  } catch (error) {
    await jobs.intake.discard(form.files);
    throw error;
  }
  return jobs.intake.addResult(definition, form.files, form.from, visitorId);
}

/** A refused form's unread rest up to this size is drained rather than cut. */
const SMALL_BODY_REST = 1024 * 1024;

/**
 * The body of a refused request was not read, or not to its end. A small rest is read and
 * dropped, so the client gets to read the answer and the connection stays usable; a large one:
 * close.
 */
function refuseUnreadBody(request: FastifyRequest, reply: FastifyReply): void {
  const declared = Number(request.headers['content-length'] ?? Number.POSITIVE_INFINITY);
  if (declared <= SMALL_BODY_REST) {
    // The form parser may have let go of the body half-read: read the rest and drop it.
    request.raw.unpipe();
    request.raw.resume();
  } else {
    reply.header('connection', 'close');
  }
}

/**
 * The REST face over the job service (docs/product.md#rest-face): POST /api/jobs (multipart or
 * JSON), GET and DELETE /api/jobs/{id}, and GET /api/download/{id} with Range.
 */
export async function registerJobRoutes(app: FastifyInstance, jobs: JobService) {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: {
        fileSize: LARGEST_UPLOAD,
        files: MAX_FILES_PER_JOB + 2,
        fields: 12,
        fieldSize: 64 * 1024,
        parts: MAX_FILES_PER_JOB + 2 + 12,
      },
    });

    scope.post('/api/jobs', async (request, reply) => {
      try {
        jobs.assertAvailable();
      } catch (error) {
        refuseUnreadBody(request, reply);
        throw error;
      }
      const client = clientKeys(request);
      let form: JobForm;
      if (request.isMultipart()) {
        try {
          form = await readMultipartJob(request, jobs, client);
        } catch (error) {
          refuseUnreadBody(request, reply);
          throw error;
        }
      } else {
        const body = (request.body ?? {}) as Record<string, unknown>;
        if (typeof body !== 'object' || Array.isArray(body)) {
          throw new AppError(400, 'invalid_input', 'Send a multipart form or a JSON object.');
        }
        form = {
          type: body.type,
          parameters: readParameters(body.parameters),
          files: [],
          from: body.from,
        };
      }
      const files = await withResult(jobs, form, request.visitorId);
      const definition = isJobType(form.type) ? jobDefinition(form.type) : undefined;
      const job = await jobs.admit({
        type: form.type as never,
        parameters: form.parameters,
        files,
        clientKeys: client,
        visitorId: request.visitorId,
        capacityChecked: form.capacityChecked === true,
        log: request.log,
      });
      if (definition?.answersWithBytes && !wantsJson(request)) {
        const done: JobView = await jobs.waitUntilFinished(job.id);
        if (done.status === 'failed') {
          const error = done.error ?? { code: 'internal_error', message: 'The job failed.' };
          throw new AppError(statusOfCode(error.code), error.code, error.message, {
            headers: { 'x-job-id': job.id },
          });
        }
        return sendResult(jobs, job.id, request, reply, false);
      }
      reply.code(202);
      if (definition?.answersWithBytes) return { id: job.id, status: job.status };
      return {
        id: job.id,
        status: job.status,
        statusUrl: `/api/jobs/${job.id}`,
        downloadUrl: downloadPath(job.id),
      };
    });

    scope.get('/api/jobs/:id', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return jobs.status(jobId(request));
    });

    scope.delete('/api/jobs/:id', async (request) => jobs.cancel(jobId(request), request.log));

    scope.get('/api/download/:id', async (request, reply) =>
      sendResult(jobs, jobId(request), request, reply, true),
    );
  });
}
