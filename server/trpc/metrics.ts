import { computeDashboard, computeToolUsage } from '../services/metrics.ts';
import { publicProcedure, router } from './init.ts';

export const metricsRouter = router({
  dashboard: publicProcedure.query(({ ctx }) => computeDashboard(ctx.services.database.db)),
  toolUsage: publicProcedure.query(({ ctx }) => computeToolUsage(ctx.services.database.db)),
});
