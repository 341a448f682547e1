import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import type { ContactMessage } from '../../shared/contact.ts';
import type { Mailer } from './mailer.ts';

export interface ContactService {
  /** Stores the message and hands it to the mailer in the background; returns its id. */
  submit(message: ContactMessage, visitorId: string | undefined): Promise<number>;
  /** Resolves when every delivery started so far has ended (for shutdown and tests). */
  idle(): Promise<void>;
}

export function createContactService(
  { db, tables: { contactMessages } }: DatabaseHandle,
  mailer: Mailer,
  /** Where messages are mailed (SUPPORT_EMAIL); without it they are only stored. */
  supportEmail: string | undefined,
  log: FastifyBaseLogger,
): ContactService {
  const pending = new Set<Promise<void>>();

  async function deliver(id: number, message: ContactMessage, to: string): Promise<void> {
    try {
      await mailer.send({
        to,
        replyTo: message.email,
        subject: `[Contact: ${message.subject}] ${message.firstName} ${message.lastName}`,
        text: `From: ${message.firstName} ${message.lastName} <${message.email}>\nTopic: ${message.subject}\n\n${message.message}`,
      });
      await db
        .update(contactMessages)
        .set({ deliveredAt: Date.now() })
        .where(eq(contactMessages.id, id));
    } catch (error) {
      log.error({ err: error, contactMessageId: id }, 'contact message delivery failed');
      await db
        .update(contactMessages)
        .set({ deliveryError: error instanceof Error ? error.message : String(error) })
        .where(eq(contactMessages.id, id))
        .catch((writeError: unknown) => {
          log.error({ err: writeError }, 'could not record a failed delivery');
        });
    }
  }

  return {
    async submit(message, visitorId) {
      const [row] = await db
        .insert(contactMessages)
        .values({ ...message, visitorId, createdAt: Date.now() })
        .returning({ id: contactMessages.id });
      if (!row) throw new Error('the contact message was not stored');
      if (mailer.enabled && supportEmail) {
        const delivery = deliver(row.id, message, supportEmail).finally(() =>
          pending.delete(delivery),
        );
        pending.add(delivery);
      }
      return row.id;
    },
    idle: async () => {
      await Promise.all([...pending]);
    },
  };
}
