import { describe, expect, it } from 'vitest';
import { MemoryJobQueue, type QueueItem } from './job-queue.ts';
import { pause } from './pg-pool.ts';

const quietLog = { warn: () => undefined, error: () => undefined };

async function waitFor(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await pause(2);
  }
}

describe('MemoryJobQueue', () => {
  it('hands items to the handler first in, first out, each once', async () => {
    const queue = new MemoryJobQueue();
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) await queue.send({ jobId: `j${i}`, type: 'convert-image' });
    await queue.work(
      async (item) => {
        seen.push(item.jobId);
      },
      { concurrency: 1 },
    );
    await waitFor(() => seen.length === 5);
    await pause(20);
    expect(seen).toEqual(['j0', 'j1', 'j2', 'j3', 'j4']);
    await queue.close();
  });

  it('runs at most `concurrency` handlers at once', async () => {
    const queue = new MemoryJobQueue();
    let inFlight = 0;
    let most = 0;
    let done = 0;
    await queue.work(
      async () => {
        inFlight++;
        most = Math.max(most, inFlight);
        await pause(10);
        inFlight--;
        done++;
      },
      { concurrency: 3 },
    );
    for (let i = 0; i < 12; i++) await queue.send({ jobId: `j${i}`, type: 't' });
    await waitFor(() => done === 12);
    expect(most).toBe(3);
    await queue.close();
  });

  it('logs a failed handler, does not retry it, and carries on with the next item', async () => {
    const errors: object[] = [];
    const queue = new MemoryJobQueue({
      log: { ...quietLog, error: (details) => errors.push(details) },
    });
    const calls: string[] = [];
    await queue.work(
      async (item) => {
        calls.push(item.jobId);
        if (item.jobId === 'bad') throw new Error('processor crashed');
      },
      { concurrency: 1 },
    );
    await queue.send({ jobId: 'bad', type: 't' });
    await queue.send({ jobId: 'good', type: 't' });
    await waitFor(() => calls.length === 2);
    await pause(20);
    expect(calls).toEqual(['bad', 'good']);
    expect(errors).toMatchObject([{ jobId: 'bad', type: 't' }]);
    await queue.close();
  });

  it('close waits for running handlers and takes nothing more', async () => {
    const queue = new MemoryJobQueue();
    const finished: string[] = [];
    await queue.work(
      async (item: QueueItem) => {
        await pause(100);
        finished.push(item.jobId);
      },
      { concurrency: 1 },
    );
    await queue.send({ jobId: 'running', type: 't' });
    await queue.send({ jobId: 'waiting', type: 't' });
    await waitFor(() => queue.size === 1);
    await queue.close();
    expect(finished).toEqual(['running']);
    await expect(queue.send({ jobId: 'late', type: 't' })).rejects.toThrow(/closed/);
  });

  it('stopTaking lets the running handler finish, takes nothing more, and still sends', async () => {
    const queue = new MemoryJobQueue();
    const events: string[] = [];
    await queue.work(
      async (item: QueueItem) => {
        events.push(`start ${item.jobId}`);
        await pause(50);
        events.push(`end ${item.jobId}`);
      },
      { concurrency: 1 },
    );
    await queue.send({ jobId: 'running', type: 't' });
    await waitFor(() => events.length === 1);
    await queue.stopTaking();
    await queue.send({ jobId: 'handed-back', type: 't' });
    await pause(150);
    expect(events).toEqual(['start running', 'end running']);
    expect(queue.size).toBe(1);
    await queue.close();
  });

  it('refuses a concurrency below one', async () => {
    const queue = new MemoryJobQueue();
    await expect(queue.work(async () => undefined, { concurrency: 0 })).rejects.toThrow(
      /at least 1/,
    );
  });
});
