import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

let server: TestServer;
let smtp: SMTPServer;
const received: ReceivedMail[] = [];

const valid = {
  firstName: 'Sita',
  lastName: 'Sharma',
  email: 'sita@example.com',
  subject: 'feature',
  message: 'Please add a Nepali calendar for 2090.',
};

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // close() waits for open client connections up to this long (30 s by default).
    closeTimeout: 1000,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  server = await startTestServer({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(port),
    SUPPORT_EMAIL: 'help@tools.example.org',
    MAIL_FROM: 'site@tools.example.org',
    CONTACT_RATE_LIMIT: '12',
  });
});
afterAll(async () => {
  await Promise.all([server.close(), new Promise<void>((resolve) => smtp.close(() => resolve()))]);
});

function send(body: unknown) {
  return fetch(`${server.baseUrl}/api/trpc/contact.send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const storedMessages = () => {
  const { db, tables } = server.services.database;
  return db.select().from(tables.contactMessages);
};
const storedCount = async () => (await storedMessages()).length;

describe('contact.send', () => {
  it('stores a valid message and mails it to the support address', async () => {
    const response = await send(valid);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { data: { id: number; received: boolean } } };
    expect(body.result.data.received).toBe(true);

    const rows = await storedMessages();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, subject: 'feature' });

    await server.services.contact.idle();
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['help@tools.example.org']);
    expect(received[0]?.from).toBe('site@tools.example.org');
    expect(received[0]?.data).toContain('Reply-To: sita@example.com');
    expect(received[0]?.data).toContain('Please add a Nepali calendar for 2090.');
    const [stored] = await storedMessages();
    expect(stored?.deliveredAt).toBeTypeOf('number');
  });

  it.each([
    ['firstName', { ...valid, firstName: '  ' }, 'First name is required'],
    ['lastName', { ...valid, lastName: undefined }, ''],
    ['email', { ...valid, email: 'not-an-email' }, 'Please enter a valid email address'],
    ['subject', { ...valid, subject: 'spam' }, 'Please select a topic'],
    ['message', { ...valid, message: '' }, 'Message is required'],
    ['message', { ...valid, message: 'x'.repeat(5001) }, 'Message is too long'],
  ])('refuses an invalid %s, naming the field, and stores nothing', async (field, input, text) => {
    const before = await storedCount();
    const response = await send(input);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string; data: { field: string } } };
    expect(body.error.data.field).toBe(field);
    expect(body.error.message).toContain(field);
    if (text) expect(body.error.message).toContain(text);
    expect(await storedCount()).toBe(before);
  });

  it('offers the same through POST /api/contact with the JSON error body', async () => {
    const bad = await fetch(`${server.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...valid, email: 'nope' }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: {
        code: 'invalid_input',
        message: 'email: Please enter a valid email address',
        field: 'email',
      },
    });
  });

  it('answers 429 with Retry-After once a client sends too many', async () => {
    // The limit is 12 per window; earlier tests in this file already used some of it.
    let response: Response | undefined;
    for (let i = 0; i < 14; i++) {
      response = await fetch(`${server.baseUrl}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(valid),
      });
      if (response.status === 429) break;
    }
    expect(response?.status).toBe(429);
    expect(Number(response?.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await response!.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toMatch(/Too many messages/);
    const trpc = await send(valid);
    expect(trpc.status).toBe(429);
  });
});
