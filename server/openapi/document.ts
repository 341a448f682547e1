import { z } from 'zod';
import {
  apiErrorSchema,
  contactReceivedSchema,
  dashboardSchema,
  healthSchema,
  jobAcceptedSchema,
  jobViewSchema,
  readySchema,
  recentToolUsageSchema,
  toolUsageSchema,
} from '../../shared/api/rest-schemas.ts';
import { contactMessageSchema } from '../../shared/contact.ts';
import { jobRegistry, jobTypes } from '../../shared/jobs/job-types.ts';
import { limitLabel } from '../../shared/jobs/limits.ts';
import type { DashboardMetrics, RecentToolUsage, ToolUsageItem } from '../services/metrics.ts';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const assertSame = <T extends true>(value: T) => value;
assertSame<Same<z.infer<typeof dashboardSchema>, DashboardMetrics>>(true);
assertSame<Same<z.infer<typeof toolUsageSchema>, ToolUsageItem[]>>(true);
assertSame<Same<z.infer<typeof recentToolUsageSchema>, RecentToolUsage>>(true);

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), without its own `$schema`. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (name: string) => ({ 'application/json': { schema: ref(name) } });
const binary = {
  '*/*': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } },
};

function errors(...statuses: number[]) {
  const meaning: Record<number, string> = {
    400: 'The request is wrong: a missing or bad value (the message says which).',
    404: 'Unknown id.',
    409: 'Not ready, or failed: there is no result.',
    410: 'The files have been deleted (they are kept for the retention period).',
    412: 'Unsupported tus version.',
    413: 'Too large: a size or resource budget is exceeded (the message names the limit).',
    415: 'The content is not of a type this input accepts (checked from its bytes).',
    416: 'The range is past the end of the file.',
    422: 'The file is of the right type but cannot be processed.',
    429: 'Too many requests or jobs; Retry-After says when to try again.',
    501: 'This server does not run this job type (a tool it needs is missing).',
    503: 'Restarting, or the database or file storage does not answer (`database_unavailable`, `storage_unavailable`); Retry-After says when to try again.',
  };
  return Object.fromEntries(
    statuses.map((status) => [status, { description: meaning[status], content: json('Error') }]),
  );
}

function jobInputsText(): string {
  return jobTypes
    .map((type) => {
      const definition = jobRegistry[type];
      const inputs = definition.inputs
        .map(
          (slot) =>
            `\`${slot.field}\`${slot.alsoField ? ` (or one in \`${slot.alsoField}\`)` : ''} (${slot.kind.label}, ${slot.min}${slot.max > slot.min ? `–${slot.max}` : ''} file${slot.max > 1 ? 's' : ''}, ${limitLabel(slot.maxBytes)} each)`,
        )
        .join(', ');
      const answer = definition.answersWithBytes ? 'answers with the bytes' : 'answers 202';
      return `- \`${type}\`: ${inputs || 'no file (parameters.url)'}; ${answer}`;
    })
    .join('\n');
}

/**
 * The OpenAPI 3.1 document of the REST face, made from the registry and the zod schemas: the
 * request schemas are those the server validates with, the answers those of rest-schemas.ts.
 */
export function buildOpenApiDocument(version: string): JsonSchema {
  const parameterSchemas = Object.fromEntries(
    jobTypes.map((type) => [
      `Parameters.${type}`,
      jsonSchema(jobRegistry[type].parameters, 'input'),
    ]),
  );
  const fromJob = {
    type: 'string',
    pattern: '^[A-Za-z0-9_-]{22}$',
    description:
      "The id of one of the caller's own finished jobs (same visitor cookie): its result becomes this job's input, in the input slot of its kind, without an upload. It is checked as an upload is (size limit, type by its bytes, budgets). 404 unknown or another visitor's job, 409 unfinished or failed, 410 result deleted, 415 wrong kind.",
  };
  const jsonJobRequest = {
    oneOf: jobTypes.map((type) => ({
      type: 'object',
      properties: {
        type: { const: type },
        parameters: ref(`Parameters.${type}`),
        from: fromJob,
      },
      required: ['type'],
    })),
  };
  const multipartJobRequest = {
    type: 'object',
    properties: {
      type: { type: 'string', enum: [...jobTypes] },
      parameters: {
        type: 'string',
        contentMediaType: 'application/json',
        description: 'The parameters as JSON text (see Parameters.<type>).',
      },
      from: fromJob,
      file: { type: 'string', contentMediaType: 'application/octet-stream' },
      images: {
        type: 'array',
        items: { type: 'string', contentMediaType: 'application/octet-stream' },
      },
      audio: { type: 'string', contentMediaType: 'application/octet-stream' },
      files: {
        type: 'array',
        description: 'The PDFs of merge-pdf, in the order they are to be merged.',
        items: { type: 'string', contentMediaType: 'application/octet-stream' },
      },
    },
    required: ['type'],
  };
  const jobId = {
    name: 'id',
    in: 'path',
    required: true,
    schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{22}$' },
  };
  const uploadId = {
    name: 'id',
    in: 'path',
    required: true,
    schema: { type: 'string', pattern: '^[0-9a-f]{32}$' },
  };
  const tusResumable = {
    name: 'Tus-Resumable',
    in: 'header',
    required: true,
    schema: { const: '1.0.0' },
  };

  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Everyday Tools API',
      version,
      description:
        'The REST face of the toolbox. Files go up with tus (resumable) or in a multipart form; a job runs on the server and its result is downloaded once, within the retention period. Every refusal is `{ error: { code, message } }` as JSON. The typed tRPC face at /api/trpc offers the same.',
    },
    paths: {
      '/api/jobs': {
        post: {
          operationId: 'createJob',
          summary: 'Create a job from files in a form, or from parameters alone',
          description: `Types and their inputs:\n${jobInputsText()}\n\nA type that answers with the bytes does so unless the request asks for \`Accept: application/json\`.`,
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': { schema: multipartJobRequest },
              'application/json': { schema: jsonJobRequest },
            },
          },
          responses: {
            200: {
              description: 'The result itself (types that answer with the bytes).',
              content: binary,
            },
            202: { description: 'The job is queued.', content: json('JobAccepted') },
            ...errors(400, 404, 409, 410, 413, 415, 422, 429, 501, 503),
          },
        },
      },
      '/api/jobs/{id}': {
        parameters: [jobId],
        get: {
          operationId: 'getJob',
          summary: 'A job: status, progress, queue place, time left, result',
          responses: { 200: { description: 'The job.', content: json('JobView') }, ...errors(404) },
        },
        delete: {
          operationId: 'cancelJob',
          summary: 'Cancel a job and delete its files',
          responses: {
            200: { description: 'The job, now ended.', content: json('JobView') },
            ...errors(404),
          },
        },
      },
      '/api/download/{id}': {
        parameters: [jobId],
        get: {
          operationId: 'downloadResult',
          summary: "A job's result (Range requests answered with 206)",
          parameters: [
            { name: 'Range', in: 'header', required: false, schema: { type: 'string' } },
          ],
          responses: {
            200: { description: 'The whole result.', content: binary },
            206: { description: 'The requested range.', content: binary },
            ...errors(404, 409, 410, 416),
          },
        },
      },
      '/api/uploads': {
        post: {
          operationId: 'createUpload',
          summary: 'Start a tus upload (creation extension) for one input of a job type',
          parameters: [
            tusResumable,
            {
              name: 'Upload-Length',
              in: 'header',
              required: true,
              schema: { type: 'string', pattern: '^[0-9]+$' },
            },
            {
              name: 'Upload-Metadata',
              in: 'header',
              required: true,
              description:
                'tus metadata: `jobType` and `field` (which input), optional `filename` and `filetype`.',
              schema: { type: 'string' },
            },
          ],
          responses: {
            201: { description: 'Created; Location names the upload.' },
            ...errors(400, 412, 413, 503),
          },
        },
      },
      '/api/uploads/{id}': {
        parameters: [uploadId, tusResumable],
        head: {
          operationId: 'uploadOffset',
          summary: 'How much of an upload has arrived (Upload-Offset)',
          responses: {
            200: { description: 'Upload-Offset and Upload-Length in headers.' },
            404: { description: 'Unknown upload.' },
          },
        },
        patch: {
          operationId: 'appendUpload',
          summary: 'Send the next bytes of an upload',
          parameters: [
            {
              name: 'Upload-Offset',
              in: 'header',
              required: true,
              schema: { type: 'string', pattern: '^[0-9]+$' },
            },
          ],
          requestBody: {
            required: true,
            content: {
              'application/offset+octet-stream': {
                schema: { type: 'string', contentMediaType: 'application/octet-stream' },
              },
            },
          },
          responses: {
            204: { description: 'Stored; Upload-Offset says where the next bytes go.' },
            ...errors(400, 404, 409, 413, 503),
          },
        },
        delete: {
          operationId: 'deleteUpload',
          summary: 'Abandon an upload',
          responses: { 204: { description: 'Deleted.' }, ...errors(404) },
        },
      },
      '/api/contact': {
        post: {
          operationId: 'sendContactMessage',
          summary: 'Send a message to the people running the site',
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref('ContactMessage') } },
          },
          responses: {
            201: { description: 'Received.', content: json('ContactReceived') },
            ...errors(400, 429),
          },
        },
      },
      '/api/metrics/dashboard': {
        get: {
          operationId: 'dashboard',
          summary:
            'Site figures: uses today, conversions, average processing time, active visitors',
          responses: { 200: { description: 'The figures.', content: json('Dashboard') } },
        },
      },
      '/api/metrics/tool-usage': {
        get: {
          operationId: 'toolUsage',
          summary: 'Uses per tool, most used first',
          responses: { 200: { description: 'Uses per tool.', content: json('ToolUsage') } },
        },
      },
      '/api/metrics/recent-tool-usage': {
        get: {
          operationId: 'recentToolUsage',
          summary:
            'Uses per tool over the last 30 days, most used first (what Popular tools ranks)',
          responses: { 200: { description: 'Uses per tool.', content: json('RecentToolUsage') } },
        },
      },
      '/api/health': {
        get: {
          operationId: 'health',
          summary: 'Liveness: the process runs, and what it can do',
          responses: { 200: { description: 'Alive.', content: json('Health') } },
        },
      },
      '/api/ready': {
        get: {
          operationId: 'ready',
          summary: 'Readiness: the database, the storage and the queue answer',
          responses: {
            200: { description: 'Ready.', content: json('Ready') },
            503: { description: 'Not ready: `checks` says which failed.', content: json('Ready') },
          },
        },
      },
    },
    components: {
      schemas: {
        Error: jsonSchema(apiErrorSchema, 'output'),
        JobView: jsonSchema(jobViewSchema, 'output'),
        JobAccepted: jsonSchema(jobAcceptedSchema, 'output'),
        Health: jsonSchema(healthSchema, 'output'),
        Ready: jsonSchema(readySchema, 'output'),
        Dashboard: jsonSchema(dashboardSchema, 'output'),
        ToolUsage: jsonSchema(toolUsageSchema, 'output'),
        RecentToolUsage: jsonSchema(recentToolUsageSchema, 'output'),
        ContactMessage: jsonSchema(contactMessageSchema, 'input'),
        ContactReceived: jsonSchema(contactReceivedSchema, 'output'),
        ...parameterSchemas,
      },
    },
  };
}
