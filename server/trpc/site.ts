import { publicProcedure, router } from './init.ts';

export const siteRouter = router({
  /** Public settings the pages show: the support address (decisions section 3). */
  info: publicProcedure.query(({ ctx }) => ({ supportEmail: ctx.services.config.supportEmail })),
});
