import { publicProcedure, router } from './init.ts';

export const siteRouter = router({
  /**
   * Public settings the pages show, each only when configured: the support address and postal
   * address (contact page) and the site's social profiles (footer, also written into every page).
   */
  info: publicProcedure.query(({ ctx }) => ({
    supportEmail: ctx.services.config.supportEmail ?? null,
    postalAddress: ctx.services.config.postalAddress,
    socialLinks: ctx.services.config.socialLinks,
  })),
});
