import { describe, expect, it } from 'vitest';
import type { JobRow } from '../../db/schema.ts';
import { MemoryEventBus } from '../cluster/event-bus.ts';
import { JobEvents } from './job-events.ts';
import type { JobStore } from './job-store.ts';
import { JobViews } from './job-views.ts';
import { PlacesInLine } from './places-in-line.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** A job table of rows by id, counting the reads a status request makes. */
function table(rows: Record<string, Partial<JobRow>>) {
  const reads = { rows: 0, counts: 0, line: 0 };
  const store = {
    async row(id: string) {
      reads.rows++;
      const row = rows[id];
      if (!row) throw new Error('no such job');
      return { id, createdAt: 1, expiresAt: 2, progress: 0, ...row } as JobRow;
    },
    async queuePosition() {
      reads.counts++;
      return 99;
    },
  } as unknown as JobStore;
  const waitingIds = () => Object.keys(rows).filter((id) => rows[id]?.status === 'pending');
  const line = new PlacesInLine(async () => {
    reads.line++;
    return waitingIds();
  }, 60);
  return { store, line, reads };
}

describe('JobViews', () => {
  it('answers a waiting job polled again without reading its row, with its place now', async () => {
    const rows: Record<string, Partial<JobRow>> = {
      a: { status: 'pending' },
      b: { status: 'pending' },
    };
    const { store, line, reads } = table(rows);
    const events = new JobEvents(new MemoryEventBus());
    const views = new JobViews(store, events, line);

    expect(await views.status('b')).toMatchObject({ status: 'pending', queuePosition: 2 });
    for (let i = 0; i < 5; i++) {
      expect(await views.status('b')).toMatchObject({ status: 'pending', queuePosition: 2 });
    }
    expect(reads).toEqual({ rows: 1, counts: 0, line: 1 });

    // 'a' started: a later read of the line has 'b' first.
    rows.a = { status: 'processing' };
    await new Promise((resolve) => setTimeout(resolve, 70));
    expect(await views.status('b')).toMatchObject({ status: 'pending', queuePosition: 1 });
    expect(reads.rows).toBe(1);
    events.close();
  });

  it('reads the row again once an update of the job is heard', async () => {
    const rows: Record<string, Partial<JobRow>> = { a: { status: 'pending' } };
    const { store, line, reads } = table(rows);
    const events = new JobEvents(new MemoryEventBus());
    const views = new JobViews(store, events, line);
    await views.status('a');

    rows.a = { status: 'processing', progress: 5 };
    await events.publish('a', { status: 'processing', progress: 5 });
    await settle();
    // The line read is still recent and still has 'a' waiting: the heard update wins.
    expect(await views.status('a')).toMatchObject({ status: 'processing' });
    expect(reads.rows).toBe(2);
    events.close();
  });

  it('reads the row again when a recent read of the line no longer has the job', async () => {
    const rows: Record<string, Partial<JobRow>> = { a: { status: 'pending' } };
    const { store, line, reads } = table(rows);
    // No update on this bus: as if its message had been lost.
    const views = new JobViews(store, new JobEvents(new MemoryEventBus()), line);
    await views.status('a');
    rows.a = { status: 'failed', errorCode: 'cancelled' };
    await new Promise((resolve) => setTimeout(resolve, 70));
    expect(await views.status('a')).toMatchObject({ status: 'failed' });
    expect(reads.rows).toBe(2);
  });

  it('keeps no view read before an update heard meanwhile', async () => {
    const rows: Record<string, Partial<JobRow>> = { a: { status: 'pending' } };
    const { store, line, reads } = table(rows);
    const events = new JobEvents(new MemoryEventBus());
    const views = new JobViews(store, events, line);
    // The update is heard while the row (still pending in this read) is on its way.
    const first = views.status('a');
    views.forget('a');
    expect(await first).toMatchObject({ status: 'pending' });
    rows.a = { status: 'processing' };
    expect(await views.status('a')).toMatchObject({ status: 'processing' });
    expect(reads.rows).toBe(2);
    events.close();
  });

  it('never keeps a job that is not waiting', async () => {
    const { store, line, reads } = table({ a: { status: 'processing' } });
    const views = new JobViews(store, new JobEvents(new MemoryEventBus()), line);
    await views.status('a');
    await views.status('a');
    expect(reads.rows).toBe(2);
  });
});
