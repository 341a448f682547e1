import { describe, expect, it } from 'vitest';
import type { JobUpdate } from '../../shared/jobs/view.ts';
import { MemoryEventBus } from '../cluster/event-bus.ts';
import { JobEvents } from './job-events.ts';

const processing = (progress: number): JobUpdate => ({ status: 'processing', progress });
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('JobEvents', () => {
  it('keeps the latest update of a running job, and forgets it once the job ends', async () => {
    const events = new JobEvents(new MemoryEventBus());
    await events.publish('a', processing(40));
    await settle();
    expect(events.latest('a')).toEqual(processing(40));
    await events.publish('a', { status: 'completed', progress: 100 });
    await settle();
    expect(events.latest('a')).toBeUndefined();
    events.close();
  });

  it('streams a job from its first update to its end, merging what piled up', async () => {
    const events = new JobEvents(new MemoryEventBus());
    const seen: JobUpdate[] = [];
    const watching = (async () => {
      const stream = events.watch('b', processing(0), async () => processing(0));
      for await (const update of stream) seen.push(update);
    })();
    await settle();
    await events.publish('b', processing(10));
    await events.publish('b', processing(20));
    await settle();
    await events.publish('b', { status: 'completed', progress: 100 });
    await watching;
    expect(seen[0]).toEqual(processing(0));
    expect(seen.at(-1)?.status).toBe('completed');
    expect(seen.map((u) => u.progress)).toEqual(
      [...seen.map((u) => u.progress)].sort((x, y) => x - y),
    );
    events.close();
  });

  it('re-reads a waiting job when the line moves', async () => {
    const events = new JobEvents(new MemoryEventBus());
    let place = 3;
    const seen: JobUpdate[] = [];
    const controller = new AbortController();
    const watching = (async () => {
      const waiting = (queuePosition: number): JobUpdate => ({
        status: 'pending',
        progress: 0,
        queuePosition,
      });
      const stream = events.watch(
        'c',
        waiting(place),
        async () => waiting(place),
        controller.signal,
      );
      for await (const update of stream) {
        seen.push(update);
        if (seen.length === 2) controller.abort();
      }
    })();
    await settle();
    place = 2;
    await events.queueMoved();
    await watching;
    expect(seen.map((u) => u.queuePosition)).toEqual([3, 2]);
    events.close();
  });
  it('re-reads places at most once per gap however often the line moves, the last move kept', async () => {
    const events = new JobEvents(new MemoryEventBus(), { queueRereadGapMs: 40 });
    let place = 20;
    let reads = 0;
    const seen: number[] = [];
    const controller = new AbortController();
    const waiting = (queuePosition: number): JobUpdate => ({
      status: 'pending',
      progress: 0,
      queuePosition,
    });
    const watching = (async () => {
      const stream = events.watch(
        'f',
        waiting(place),
        async () => {
          reads++;
          return waiting(place);
        },
        controller.signal,
      );
      for await (const update of stream) seen.push(update.queuePosition ?? -1);
    })();
    await settle();
    // Ten moves at once: one round now, one at the end of the gap with the place they left.
    for (let n = 0; n < 10; n++) {
      place--;
      await events.queueMoved();
    }
    await new Promise((resolve) => setTimeout(resolve, 80));
    controller.abort();
    await watching;
    expect(reads).toBe(2);
    expect(seen.at(-1)).toBe(10);
    events.close();
  });

  it('re-reads on one clock for all its watchers, so the watchers of a job share a read', async () => {
    const events = new JobEvents(new MemoryEventBus(), { rereadIntervalMs: 30 });
    let reads = 0;
    let inFlight: Promise<JobUpdate> | undefined;
    // As JobService does: a read in flight answers every watcher that asks meanwhile.
    const reread = () =>
      (inFlight ??= new Promise<JobUpdate>((resolve) => {
        reads++;
        setTimeout(() => {
          inFlight = undefined;
          resolve(processing(0));
        }, 5);
      }));
    const controller = new AbortController();
    // Watchers that come at different moments: on clocks of their own, they would not meet.
    const watchers = [0, 10, 20].map(async (delay) => {
      await new Promise((resolve) => setTimeout(resolve, delay));
      const stream = events.watch('e', processing(0), reread, controller.signal);
      for await (const update of stream) expect(update.status).toBe('processing');
    });
    await new Promise((resolve) => setTimeout(resolve, 130));
    controller.abort();
    await Promise.all(watchers);
    // At most four ticks in 130 ms, one read each; three clocks would make about twelve.
    expect(reads).toBeGreaterThanOrEqual(1);
    expect(reads).toBeLessThanOrEqual(5);
    events.close();
  });
});
