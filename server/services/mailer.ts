import nodemailer from 'nodemailer';
import type { AppConfig } from '../config.ts';

export interface Mail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly enabled: boolean;
  send(mail: Mail): Promise<void>;
}

/** Sends mail through the configured SMTP server; without SMTP settings nothing is sent. */
export function createMailer(smtp: AppConfig['smtp']): Mailer {
  if (!smtp) {
    return { enabled: false, send: async () => {} };
  }
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    connectionTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    enabled: true,
    send: async (mail) => {
      await transport.sendMail({ from: smtp.from, ...mail });
    },
  };
}
