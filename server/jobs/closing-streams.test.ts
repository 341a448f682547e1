import { describe, expect, it } from 'vitest';
import type { JobUpdate } from '../../shared/jobs/view.ts';
import { MemoryEventBus } from '../cluster/event-bus.ts';
import { AppError } from '../http/errors.ts';
import { ClosingStreams } from './closing-streams.ts';
import { JobEvents } from './job-events.ts';

const processing = (progress: number): JobUpdate => ({ status: 'processing', progress });
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Follows job `id` on real JobEvents through `streams`; resolves what it saw and how it ended. */
function follow(events: JobEvents, streams: ClosingStreams, id: string, abort?: AbortSignal) {
  const seen: JobUpdate[] = [];
  const ended = (async () => {
    const first = processing(0);
    const reread = async () => first;
    const stream = streams.follow(
      (signal) => events.watch(id, first, reread, signal),
      first,
      abort,
    );
    for await (const update of stream) seen.push(update);
  })().then(
    () => 'ended' as const,
    (error: unknown) => error,
  );
  return { seen, ended };
}

describe('ClosingStreams', () => {
  it('ends an unfinished stream with a 503 the client retries when the process closes them', async () => {
    const events = new JobEvents(new MemoryEventBus());
    const streams = new ClosingStreams();
    const { seen, ended } = follow(events, streams, 'a');
    await settle();
    await events.publish('a', processing(30));
    await settle();
    streams.close();
    const error = await ended;
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 503, code: 'shutting_down' });
    expect(seen.map((u) => u.progress)).toEqual([0, 30]);
    events.close();
  });

  it('ends normally when the job finishes or the client goes, closed or not', async () => {
    const events = new JobEvents(new MemoryEventBus());
    const streams = new ClosingStreams();
    const finishing = follow(events, streams, 'b');
    const client = new AbortController();
    const leaving = follow(events, streams, 'c', client.signal);
    await settle();
    await events.publish('b', { status: 'completed', progress: 100 });
    expect(await finishing.ended).toBe('ended');
    client.abort();
    streams.close();
    expect(await leaving.ended).toBe('ended');
    events.close();
  });
});
