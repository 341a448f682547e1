import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgPool, pause } from './pg-pool.ts';
import { PgEventBus } from './pg-event-bus.ts';
import {
  createTestDatabase,
  median,
  printFigure,
  terminateConnections,
  type TestDatabase,
} from './test-database.ts';

const serverUrl = process.env.DATABASE_URL;

function nextMessage(bus: PgEventBus, topic: string, timeoutMs = 5000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no message on ${topic} within ${timeoutMs} ms`));
    }, timeoutMs);
    const stop = bus.subscribe(topic, (message) => {
      clearTimeout(timer);
      stop();
      resolve(message);
    });
  });
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await pause(10);
  }
}

describe.skipIf(!serverUrl)('PgEventBus on PostgreSQL', () => {
  let database: TestDatabase;
  let busA: PgEventBus;
  let busB: PgEventBus;

  beforeAll(async () => {
    database = await createTestDatabase(serverUrl!);
    busA = await PgEventBus.start({ connectionString: database.url, applicationName: 'bus-a' });
    busB = await PgEventBus.start({
      connectionString: database.url,
      applicationName: 'bus-b',
      reconnectDelayMs: { first: 50, last: 400 },
    });
  });

  afterAll(async () => {
    await busA?.close();
    await busB?.close();
    await database?.drop();
  });

  it('delivers a message published by one bus to the other and to itself', async () => {
    const atB = nextMessage(busB, 'job:1');
    const atA = nextMessage(busA, 'job:1');
    await busA.publish('job:1', { state: 'processing', progress: 0.25 });
    expect(await atB).toEqual({ state: 'processing', progress: 0.25 });
    expect(await atA).toEqual({ state: 'processing', progress: 0.25 });
  });

  it("delivers one publisher's messages in the order they were sent", async () => {
    const received: unknown[] = [];
    const stop = busB.subscribe('job:order', (message) => received.push(message));
    for (let i = 0; i < 50; i++) await busA.publish('job:order', i);
    await waitFor(() => received.length === 50, 5000);
    stop();
    expect(received).toEqual([...Array(50).keys()]);
  });

  it('sends the messages of one turn of the event loop in one statement each 100, in order', async () => {
    const pool = createPgPool(database.url, { max: 4, applicationName: 'bus-c', log: console });
    const statements: string[] = [];
    const query = pool.query.bind(pool) as (text: string, values: unknown[]) => Promise<unknown>;
    pool.query = ((text: string, values: unknown[]) => {
      statements.push(text);
      return query(text, values);
    }) as typeof pool.query;
    const busC = await PgEventBus.start({ connectionString: database.url, pool });
    try {
      const received: unknown[] = [];
      const stop = busB.subscribe('job:batch', (message) => received.push(message));
      await Promise.all(Array.from({ length: 150 }, (_, i) => busC.publish('job:batch', i)));
      await busC.publish('job:batch', 'alone');
      await waitFor(() => received.length === 151, 5000);
      stop();
      expect(received).toEqual([...Array(150).keys(), 'alone']);
      const notifies = statements.filter((text) => text.includes('pg_notify'));
      expect(notifies.map((text) => text.match(/pg_notify/g)?.length)).toEqual([100, 50, 1]);
    } finally {
      await busC.close();
      await pool.end();
    }
  });

  it('refuses a message larger than NOTIFY can carry and still sends the next', async () => {
    await expect(busA.publish('big', 'x'.repeat(8000))).rejects.toThrow(/at most 7900 bytes/);
    const arrival = nextMessage(busB, 'small');
    await busA.publish('small', 'x'.repeat(7000));
    expect(await arrival).toBe('x'.repeat(7000));
  });

  it('opens its LISTEN connection again when it is terminated, and its listeners keep working', async () => {
    const received: unknown[] = [];
    busB.subscribe('after-drop', (message) => received.push(message));
    expect(await terminateConnections(database.url, 'bus-b-listen')).toBe(1);
    await waitFor(() => !busB.listening, 2000);
    await waitFor(() => busB.listening, 5000);
    await busA.publish('after-drop', 'hello again');
    await waitFor(() => received.length === 1, 2000);
    expect(received).toEqual(['hello again']);
  });

  it('measures the publish-to-delivery round trip between two connections', async () => {
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const arrival = nextMessage(busB, 'ping');
      const start = performance.now();
      await busA.publish('ping', i);
      await arrival;
      times.push(performance.now() - start);
    }
    const middle = median(times);
    printFigure('PgEventBus round trip median (200 messages)', `${middle.toFixed(2)} ms`);
    expect(middle).toBeLessThan(20);
  });
});
