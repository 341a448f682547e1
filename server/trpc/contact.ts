import { contactMessageSchema } from '../../shared/contact.ts';
import { rateLimited, router } from './init.ts';

export const contactRouter = router({
  send: rateLimited('contact')
    .input(contactMessageSchema)
    .mutation(async ({ ctx, input }) => {
      const id = await ctx.services.contact.submit(input, ctx.visitorId);
      return { id, received: true as const };
    }),
});
