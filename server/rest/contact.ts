import type { FastifyInstance } from 'fastify';
import { contactMessageSchema } from '../../shared/contact.ts';
import { AppError } from '../http/errors.ts';
import { invalidInput } from '../http/zod-errors.ts';
import type { AppServices } from '../services/app-services.ts';

/**
 * POST /api/contact: the older REST address (docs/product.md#rest-face), over the same service as
 * contact.send.
 */
export function registerContactRoute(app: FastifyInstance, services: AppServices) {
  app.post('/api/contact', async (request, reply) => {
    const verdict = await services.rateLimiters.contact(request);
    if (!verdict.isAllowed && verdict.isExceeded) {
      throw new AppError(
        429,
        'rate_limited',
        `Too many messages. Please try again in ${verdict.ttlInSeconds} seconds.`,
        { headers: { 'retry-after': String(verdict.ttlInSeconds) } },
      );
    }
    const parsed = contactMessageSchema.safeParse(request.body);
    if (!parsed.success) throw invalidInput(parsed.error);
    const id = await services.contact.submit(parsed.data, request.visitorId);
    return reply.code(201).send({ id, received: true });
  });
}
