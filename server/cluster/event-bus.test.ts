import { describe, expect, it } from 'vitest';
import { LARGEST_EVENT_BYTES, MemoryEventBus } from './event-bus.ts';

function nextMessage(bus: MemoryEventBus, topic: string): Promise<unknown> {
  return new Promise((resolve) => {
    const stop = bus.subscribe(topic, (message) => {
      stop();
      resolve(message);
    });
  });
}

describe('MemoryEventBus', () => {
  it('delivers a published message to the subscribers of its topic only, after publish returns', async () => {
    const bus = new MemoryEventBus();
    const received: unknown[] = [];
    bus.subscribe('job:a', (message) => received.push(message));
    bus.subscribe('job:b', () => received.push('wrong topic'));
    const arrival = nextMessage(bus, 'job:a');
    await bus.publish('job:a', { progress: 0.5 });
    expect(received).toEqual([]);
    expect(await arrival).toEqual({ progress: 0.5 });
    expect(received).toEqual([{ progress: 0.5 }]);
    await bus.close();
  });

  it('carries messages as JSON, as the PostgreSQL bus does', async () => {
    const bus = new MemoryEventBus();
    const arrival = nextMessage(bus, 't');
    await bus.publish('t', { at: new Date(0), skipped: undefined });
    expect(await arrival).toEqual({ at: '1970-01-01T00:00:00.000Z' });
    await bus.close();
  });

  it('stops delivering to a listener once it unsubscribes', async () => {
    const bus = new MemoryEventBus();
    const received: unknown[] = [];
    const stop = bus.subscribe('cancel', (message) => received.push(message));
    await bus.publish('cancel', 1);
    await nextMessage(bus, 'cancel');
    stop();
    await bus.publish('cancel', 2);
    await nextMessage(bus, 'cancel');
    expect(received).toEqual([1]);
    await bus.close();
  });

  it('keeps delivering to the other listeners when one throws', async () => {
    const errors: string[] = [];
    const bus = new MemoryEventBus({
      log: { warn: () => undefined, error: (_details, message) => errors.push(message) },
    });
    bus.subscribe('t', () => {
      throw new Error('listener bug');
    });
    const arrival = nextMessage(bus, 't');
    await bus.publish('t', 'still here');
    expect(await arrival).toBe('still here');
    expect(errors).toEqual(['an event listener failed']);
    await bus.close();
  });

  it('refuses a message larger than a PostgreSQL NOTIFY can carry', async () => {
    const bus = new MemoryEventBus();
    await expect(bus.publish('t', 'x'.repeat(LARGEST_EVENT_BYTES))).rejects.toThrow(
      /at most 7900 bytes/,
    );
    await bus.close();
  });
});
