import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services/app-services.ts';
import { computeDashboard, computeRecentToolUsage, computeToolUsage } from '../services/metrics.ts';

/**
 * The older REST metric addresses (docs/product.md#rest-face), thin over the same computation as
 * the tRPC procedures.
 */
export function registerMetricsRoutes(app: FastifyInstance, services: AppServices) {
  app.get('/api/metrics/dashboard', async () => computeDashboard(services.database));
  app.get('/api/metrics/tool-usage', async () => computeToolUsage(services.database));
  /** Uses per tool over the last 30 days: what the home page's "Popular tools" ranks. */
  app.get('/api/metrics/recent-tool-usage', async () => computeRecentToolUsage(services.database));
}
