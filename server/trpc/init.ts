import { initTRPC, TRPCError } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { ZodError } from 'zod';
import type { AppServices } from '../services/app-services.ts';
import { AppError } from '../http/errors.ts';

export interface TrpcContext {
  services: AppServices;
  visitorId: string | undefined;
  request: CreateFastifyContextOptions['req'];
}

export function createContextFactory(services: AppServices) {
  return ({ req }: CreateFastifyContextOptions): TrpcContext => ({
    services,
    visitorId: req.visitorId,
    request: req,
  });
}

const t = initTRPC.context<TrpcContext>().create({
  sse: {
    ping: { enabled: true, intervalMs: 15_000 },
    client: { reconnectAfterInactivityMs: 30_000 },
  },
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    const zodIssue = cause instanceof ZodError ? cause.issues[0] : undefined;
    const field =
      (cause instanceof AppError ? cause.field : undefined) ??
      (zodIssue ? zodIssue.path.map(String).join('.') : undefined);
    return {
      ...shape,
      message: zodIssue
        ? `${field ? `${field}: ` : ''}${zodIssue.message}`
        : cause instanceof AppError
          ? cause.message
          : shape.message,
      data: {
        ...shape.data,
        stack: undefined,
        appCode: cause instanceof AppError ? cause.code : undefined,
        field,
      },
    };
  },
});

export const router = t.router;
export const publicProcedure = t.procedure;
export const middleware = t.middleware;

const statusToCode: Record<number, TRPCError['code']> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
  501: 'NOT_IMPLEMENTED',
  503: 'SERVICE_UNAVAILABLE',
};

/** Re-throws an AppError as the tRPC error of the same meaning, keeping its message and field. */
export function toTrpcError(error: unknown): never {
  if (error instanceof AppError) {
    throw new TRPCError({
      code: statusToCode[error.status] ?? 'INTERNAL_SERVER_ERROR',
      message: error.message,
      cause: error,
    });
  }
  throw error;
}

/** A procedure limited per client by one of the app's rate limiters. */
export function rateLimited(limiter: keyof AppServices['rateLimiters']) {
  return publicProcedure.use(async ({ ctx, next }) => {
    const verdict = await ctx.services.rateLimiters[limiter](ctx.request);
    if (!verdict.isAllowed && verdict.isExceeded) {
      ctx.request.server.log.warn({ limiter, key: verdict.key }, 'rate limit exceeded');
      const message = `Too many requests. Please try again in ${verdict.ttlInSeconds} seconds.`;
      throw new TRPCError({
        code: 'TOO_MANY_REQUESTS',
        message,
        cause: new AppError(429, 'rate_limited', message, {
          headers: { 'retry-after': String(verdict.ttlInSeconds) },
        }),
      });
    }
    return next();
  });
}

/**
 * Headers an answer carries for its errors: every 429 says when to try again (Retry-After), as the
 * REST face does, taken from the refusal when it knows, else a minute.
 */
export function errorHeaders(errors: readonly TRPCError[]): Record<string, string> {
  const tooMany = errors.find((error) => error.code === 'TOO_MANY_REQUESTS');
  if (!tooMany) return {};
  const cause = tooMany.cause;
  const retryAfter = cause instanceof AppError ? cause.headers['retry-after'] : undefined;
  return { 'retry-after': retryAfter ?? '60' };
}
