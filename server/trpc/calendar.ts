import { publicProcedure, router } from './init.ts';

export const calendarRouter = router({
  /** The BS month-length table: the bundled one, or the newer one of BS_CALENDAR_FILE. */
  bsTable: publicProcedure.query(({ ctx }) => ctx.services.bsCalendar),
});
