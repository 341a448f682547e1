import { tracked } from '@trpc/server';
import { z } from 'zod';
import { MAX_FILES_PER_JOB } from '../../shared/jobs/job-types.ts';
import { jobIdPattern } from '../../shared/jobs/view.ts';
import { clientKeys } from '../jobs/client-key.ts';
import { keyPattern } from '../storage/storage.ts';
import { publicProcedure, router, toTrpcError } from './init.ts';

const jobIdInput = z.object({ id: z.string().regex(jobIdPattern, 'Not a job id') });

/** Runs a service call, turning its AppErrors into the tRPC errors of the same meaning. */
async function call<T>(work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    return toTrpcError(error);
  }
}

export const jobsRouter = router({
  /** What the web client needs to upload: the chunk size and the types this server runs. */
  settings: publicProcedure.query(({ ctx }) => ({
    chunkSize: ctx.services.config.jobs.uploadChunkBytes,
    retentionSeconds: Math.round(ctx.services.config.jobs.retentionMs / 1000),
    availableTypes: [...ctx.services.jobs.available],
  })),

  /**
   * Creates a job from finished tus uploads (in order) and parameters, and optionally `from`: the
   * id of the visitor's own finished job whose result is taken as an input without an upload.
   */
  create: publicProcedure
    .input(
      z.object({
        type: z.string().max(60),
        uploads: z
          .array(z.string().regex(keyPattern, 'Not an upload id'))
          .max(MAX_FILES_PER_JOB)
          .default([]),
        from: z.string().max(60).optional(),
        parameters: z.record(z.string(), z.unknown()).default({}),
      }),
    )
    .mutation(({ ctx, input }) =>
      call(async () => {
        const { jobs } = ctx.services;
        const definition = jobs.definition(input.type);
        const client = clientKeys(ctx.request);
        await jobs.assertCapacity(client);
        const uploads = await jobs.intake.takeUploads(definition, input.uploads);
        const files = await jobs.intake.addResult(definition, uploads, input.from, ctx.visitorId);
        return jobs.create({
          type: definition.type,
          parameters: input.parameters,
          files,
          clientKeys: client,
          visitorId: ctx.visitorId,
          capacityChecked: true,
          log: ctx.request.log,
        });
      }),
    ),

  get: publicProcedure
    .input(jobIdInput)
    .query(({ ctx, input }) => call(() => ctx.services.jobs.status(input.id))),

  /** Stops the job and deletes its files at once. */
  cancel: publicProcedure
    .input(jobIdInput)
    .mutation(({ ctx, input }) => call(() => ctx.services.jobs.cancel(input.id, ctx.request.log))),

  /** Streams { status, progress, stage, queuePosition, etaSeconds } until the job finishes. */
  onUpdate: publicProcedure.input(jobIdInput).subscription(async function* ({
    ctx,
    input,
    signal,
  }) {
    const updates = await call(() => ctx.services.jobs.watch(input.id, signal));
    const { watchers } = ctx.services.metrics;
    watchers.inc();
    try {
      let sequence = 0;
      try {
        for await (const update of updates) {
          sequence++;
          yield tracked(String(sequence), update);
        }
      } catch (error) {
        // A stream this process closes for a shutdown ends as 503, which the client retries.
        toTrpcError(error);
      }
    } finally {
      watchers.dec();
    }
  }),
});
