import type { FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import type { AppConfig } from '../config.ts';
import type { JobService } from '../jobs/service.ts';
import type { AppMetrics } from '../metrics/metrics.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { BsCalendarSource } from './bs-calendar.ts';
import type { ContactService } from './contact.ts';
import type { CurrencyRates } from './currency-rates.ts';
import type { VisitorTracker } from './visitors.ts';

export type RateLimitCheck = (
  request: FastifyRequest,
) => Promise<
  | { isAllowed: true; key: string }
  | { isAllowed: false; key: string; isExceeded: boolean; ttlInSeconds: number }
>;

/** What the HTTP layers (tRPC and REST) are given: the services over one database. */
export interface AppServices {
  config: AppConfig;
  database: DatabaseHandle;
  visitors: VisitorTracker;
  contact: ContactService;
  currencyRates: CurrencyRates;
  bsCalendar: BsCalendarSource;
  storage: FileStorage;
  jobs: JobService;
  /** The Prometheus metrics this process records (served only with METRICS_PORT). */
  metrics: AppMetrics;
  rateLimiters: {
    contact: RateLimitCheck;
    usage: RateLimitCheck;
  };
}
