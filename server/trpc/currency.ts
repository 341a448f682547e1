import type { AppServices } from '../services/app-services.ts';
import { createCurrencyRates, type CurrencyRates } from '../services/currency-rates.ts';
import { publicProcedure, router } from './init.ts';

// One table per running app, made on first use so the app's wiring needs no change.
const tables = new WeakMap<AppServices, CurrencyRates>();

function ratesFor(services: AppServices, log: Parameters<typeof createCurrencyRates>[0]['log']) {
  let rates = tables.get(services);
  if (!rates) {
    rates = createCurrencyRates({ ...services.config.currencyRates, log });
    tables.set(services, rates);
  }
  return rates;
}

export const currencyRouter = router({
  /** Reference rates (base EUR) with their day and source, refreshed when due. */
  rates: publicProcedure.query(({ ctx }) =>
    ratesFor(ctx.services, ctx.request.server.log).current(),
  ),
});
