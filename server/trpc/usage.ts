import { z } from 'zod';
import { isToolSlug } from '../../shared/catalogue/index.ts';
import { recordUsage } from '../services/usage.ts';
import { rateLimited, router } from './init.ts';

export const usageEventSchema = z.object({
  toolSlug: z.string().refine(isToolSlug, { message: 'Unknown tool' }),
  kind: z.enum(['use', 'conversion']),
});

export const usageRouter = router({
  track: rateLimited('usage')
    .input(usageEventSchema)
    .mutation(async ({ ctx, input }) => {
      await recordUsage(ctx.services.database, input.toolSlug, input.kind);
      return { recorded: true as const };
    }),
});
