import { calendarRouter } from './calendar.ts';
import { contactRouter } from './contact.ts';
import { currencyRouter } from './currency.ts';
import { router } from './init.ts';
import { jobsRouter } from './jobs.ts';
import { metricsRouter } from './metrics.ts';
import { siteRouter } from './site.ts';
import { usageRouter } from './usage.ts';

export const appRouter = router({
  metrics: metricsRouter,
  contact: contactRouter,
  usage: usageRouter,
  site: siteRouter,
  currency: currencyRouter,
  calendar: calendarRouter,
  jobs: jobsRouter,
});

/** The only thing the client knows of the server: the type of its router. */
export type AppRouter = typeof appRouter;
