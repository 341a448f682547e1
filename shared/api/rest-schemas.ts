import '../zod-setup.ts';
import { z } from 'zod';
import { jobTypes } from '../jobs/job-types.ts';
import { jobStatuses, type JobView } from '../jobs/view.ts';

/**
 * The REST face's answers as zod schemas: the OpenAPI document (GET /api/openapi.json) is made
 * from these and from the schemas the server validates requests with, never written by hand.
 * Compile-time checks below keep each one equal to the type the server returns.
 */

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string().describe('A stable code, for example too_large or unsupported_type.'),
    message: z.string().describe('A message safe to show to the visitor.'),
    field: z.string().optional().describe('The input the error is about, when there is one.'),
  }),
});

const jobErrorSchema = z.object({ code: z.string(), message: z.string() });

const jobResultSchema = z.object({
  filename: z.string(),
  size: z.number().int().min(0),
  contentType: z.string(),
});

export const jobViewSchema = z.object({
  id: z.string(),
  type: z.enum(jobTypes),
  status: z.enum(jobStatuses),
  progress: z.number().min(0).max(100).optional(),
  stage: z.string().optional(),
  queuePosition: z.number().int().min(1).optional(),
  etaSeconds: z.number().min(0).optional(),
  error: jobErrorSchema.optional(),
  createdAt: z.string().describe('ISO 8601'),
  finishedAt: z.string().optional(),
  expiresAt: z.string().describe('ISO 8601: the files are deleted then'),
  result: jobResultSchema.optional().describe('Present while the result can be downloaded.'),
});

export const jobAcceptedSchema = z.object({
  id: z.string(),
  status: z.enum(jobStatuses),
  statusUrl: z.string().optional(),
  downloadUrl: z.string().optional(),
});

export const healthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  capabilities: z.record(z.string(), z.unknown()),
});

export const readySchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({ database: z.string(), storage: z.string(), queue: z.string() }),
  error: apiErrorSchema.shape.error.optional(),
});

export const dashboardSchema = z.object({
  toolsUsedToday: z.number().int().min(0),
  totalConversions: z.number().int().min(0),
  averageProcessingTime: z
    .number()
    .min(0)
    .nullable()
    .describe(
      'Mean seconds from start to finish of completed jobs; null while none has completed.',
    ),
  activeUsers: z.number().int().min(0),
});

export const toolUsageSchema = z.array(
  z.object({ toolSlug: z.string(), count: z.number().int().min(0) }),
);

export const recentToolUsageSchema = z.object({
  days: z.number().int().min(1).describe('How many local days the counts cover, today included.'),
  tools: toolUsageSchema,
});

export const contactReceivedSchema = z.object({
  id: z.number().int(),
  received: z.literal(true),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const assertSame = <T extends true>(value: T) => value;
assertSame<Same<z.infer<typeof jobViewSchema>, JobView>>(true);
