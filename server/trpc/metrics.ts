import { computeDashboard, computeRecentToolUsage, computeToolUsage } from '../services/metrics.ts';
import { publicProcedure, router } from './init.ts';

export const metricsRouter = router({
  dashboard: publicProcedure.query(({ ctx }) => computeDashboard(ctx.services.database)),
  toolUsage: publicProcedure.query(({ ctx }) => computeToolUsage(ctx.services.database)),
  /** Uses per tool over the last 30 days, for "Popular tools". */
  recentToolUsage: publicProcedure.query(({ ctx }) =>
    computeRecentToolUsage(ctx.services.database),
  ),
});
