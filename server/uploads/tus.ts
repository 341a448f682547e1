import { Server } from '@tus/server';
import { Metadata, type Locker } from '@tus/utils';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LARGEST_UPLOAD, limitLabel } from '../../shared/jobs/limits.ts';
import {
  isJobType,
  jobDefinition,
  slotOfField,
  type InputSlot,
  type JobTypeDefinition,
} from '../../shared/jobs/job-types.ts';
import { AppError, errorBody } from '../http/errors.ts';
import { errorCodeOf } from '../metrics/http-metrics.ts';
import { asUnavailable, unavailable } from '../outage/outage-error.ts';
import type { AppMetrics } from '../metrics/metrics.ts';
import { newKey, type FileStorage } from '../storage/storage.ts';
import { sendWebResponse, webRequest } from './web-request.ts';

export const UPLOADS_PATH = '/api/uploads';

/**
 * The tus metadata an upload must carry: `jobType` and `field` say which job input it is for (so
 * its declared size is checked against that input's limit before a byte arrives); `filename` and
 * `filetype` are the visitor's, for display only.
 */
export interface UploadTarget {
  definition: JobTypeDefinition;
  slot: InputSlot;
}

type TusError = { status_code: number; body: string };

function tusError(error: AppError): TusError {
  return { status_code: error.status, body: JSON.stringify(error.toBody()) };
}

/**
 * The job input an upload is for. Any registered type may receive uploads (its registry entry
 * knows the limits); whether this server can run the type is decided when the job is created.
 */
export function uploadTarget(metadata: Record<string, string | null>): UploadTarget {
  if (!metadata.jobType) {
    throw new AppError(400, 'invalid_input', "Upload-Metadata must name the upload's jobType.", {
      field: 'jobType',
    });
  }
  if (!isJobType(metadata.jobType)) {
    throw new AppError(
      400,
      'unknown_type',
      `Unknown job type '${metadata.jobType.slice(0, 50)}'.`,
      {
        field: 'jobType',
      },
    );
  }
  const definition = jobDefinition(metadata.jobType);
  const field = metadata.field ?? definition.inputs[0]?.field;
  const slot = slotOfField(definition, field);
  if (!slot) {
    throw new AppError(
      400,
      'unexpected_file',
      `${definition.title} takes no file in '${field ?? ''}'.`,
      {
        field: 'field',
      },
    );
  }
  return { definition, slot };
}

function metadataOf(header: string | null): Record<string, string | null> {
  try {
    return Metadata.parse(header ?? undefined);
  } catch {
    return {};
  }
}

/** A tus refusal's plain text as the API's JSON error, with a code that says what went wrong. */
function refusalBody(status: number, text: string) {
  const code =
    status === 404 || status === 410
      ? 'not_found'
      : status === 409
        ? 'offset_conflict'
        : status === 413
          ? 'too_large'
          : status === 415
            ? 'unsupported_type'
            : status === 412
              ? 'unsupported_version'
              : status >= 500
                ? 'internal_error'
                : 'invalid_input';
  return errorBody(code, text.trim() || 'The upload request was refused.');
}

/**
 * Every refusal in the API's one shape: tus writes some (a bad Upload-Length, a missing
 * Tus-Resumable) as plain text without asking onResponseError.
 */
async function asJsonRefusal(response: Response): Promise<Response> {
  if (response.status < 400 || response.headers.get('content-type')?.includes('json'))
    return response;
  const text = await response.text();
  const body = text.startsWith('{') ? text : JSON.stringify(refusalBody(response.status, text));
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.delete('content-length');
  return new Response(body, { status: response.status, headers });
}

export function createTusServer(options: {
  storage: FileStorage;
  trustProxy: boolean;
  /** Shared by every web process in the scaled shape, so any of them takes the next PATCH. */
  locker?: Locker;
}): Server {
  const targetOf = (header: string | null): UploadTarget => {
    try {
      return uploadTarget(metadataOf(header));
    } catch (error) {
      throw error instanceof AppError ? tusError(error) : error;
    }
  };
  const serverOptions: ConstructorParameters<typeof Server>[0] = {
    path: UPLOADS_PATH,
    datastore: options.storage.uploads.store,
    ...(options.locker ? { locker: options.locker } : {}),
    relativeLocation: true,
    respectForwardedHeaders: options.trustProxy,
    namingFunction: () => newKey(),
    maxSize: (request) =>
      request.method === 'POST'
        ? targetOf(request.headers.get('upload-metadata')).slot.maxBytes
        : LARGEST_UPLOAD,
    async onUploadCreate(_request, upload) {
      if (upload.sizeIsDeferred) {
        throw tusError(
          new AppError(400, 'invalid_input', 'Upload-Length is required: declare the file size.'),
        );
      }
      if (upload.size === 0) {
        throw tusError(new AppError(400, 'empty_file', 'The file is empty.'));
      }
      return { metadata: upload.metadata ?? {} };
    },
    async onIncomingRequest() {
      // Every tus request needs the bucket: refused at once while it is known to be down.
      if (options.storage.available === false) throw tusError(unavailable('storage'));
    },
    onResponseError(request, error) {
      const outage = asUnavailable(error);
      if (outage) return tusError(outage);
      if ('body' in error && error.body.startsWith('{')) return error;
      const status = 'status_code' in error ? error.status_code : 500;
      if (status === 413 && request.method === 'POST') {
        const { slot } = targetOf(request.headers.get('upload-metadata'));
        return tusError(
          new AppError(
            413,
            'too_large',
            `File too large. Maximum size is ${limitLabel(slot.maxBytes)}`,
            {
              field: slot.field,
            },
          ),
        );
      }
      const text = 'body' in error ? error.body.trim() : 'Something went wrong with that request';
      return { status_code: status, body: JSON.stringify(refusalBody(status, text)) };
    },
  };
  return new Server(serverOptions);
}

/**
 * Mounts tus at /api/uploads inside Fastify: the upload body is left unread for tus to stream to
 * storage (never held in memory), and every tus method is handed the raw request and response.
 */
export async function registerUploadRoutes(
  app: FastifyInstance,
  tus: Server,
  metrics?: AppMetrics,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
      done(null),
    );
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const response = await asJsonRefusal(await tus.handleWeb(webRequest(request.raw)));
      if (metrics) await measure(metrics, request, response);
      // The upload's bytes are handed to tus without the copy Node's web-stream bridge makes.
      await sendWebResponse(response, reply.raw);
    };
    for (const url of [UPLOADS_PATH, `${UPLOADS_PATH}/*`]) {
      scope.route({ method: ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'], url, handler });
    }
  });
}

/**
 * Counts the bytes an answer says were stored (its Upload-Offset less the request's: a PATCH, or
 * a POST carrying its first bytes), and the code of a refusal.
 */
async function measure(
  metrics: AppMetrics,
  request: FastifyRequest,
  response: Response,
): Promise<void> {
  if (response.status >= 400) {
    const code = errorCodeOf(await response.clone().text());
    if (code) metrics.refused(code);
    return;
  }
  const after = Number(response.headers.get('upload-offset'));
  if (!Number.isFinite(after) || (request.method !== 'PATCH' && request.method !== 'POST')) return;
  const before = request.method === 'PATCH' ? Number(request.headers['upload-offset']) : 0;
  if (Number.isFinite(before) && after > before) metrics.uploadBytes.inc(after - before);
}
