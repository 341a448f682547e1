import { publicProcedure, router } from './init.ts';

export const currencyRouter = router({
  /** Reference rates (base EUR) with their day and source, refreshed when due. */
  rates: publicProcedure.query(({ ctx }) => ctx.services.currencyRates.current()),
});
