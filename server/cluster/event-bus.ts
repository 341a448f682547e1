import { EventEmitter } from 'node:events';
import { consoleLog, type ClusterLog } from './log.ts';

/**
 * Small messages between the processes of the server: job progress (`job:<id>`), cancel requests,
 * tus lock release requests. Delivery is at most once and asynchronous; a process that was not
 * listening when a message went out never sees it, so anything that must not be lost also lives
 * in the database.
 */
export interface EventBus {
  /** Sends `message` (JSON) to every subscriber of `topic` in every process, this one included. */
  publish(topic: string, message: unknown): Promise<void>;
  /** Calls `listener` for each message on `topic`; returns the function that stops it. */
  subscribe(topic: string, listener: (message: unknown) => void): () => void;
  close(): Promise<void>;
}

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; a margin below that. */
export const LARGEST_EVENT_BYTES = 7900;

/**
 * The one text form of an event, in both shapes: the single-process bus encodes too, so a message
 * that would not survive JSON or is too large fails on a laptop as it would in the cluster.
 */
export function encodeEvent(topic: string, message: unknown): string {
  const payload = JSON.stringify({ t: topic, m: message });
  const bytes = Buffer.byteLength(payload);
  if (bytes > LARGEST_EVENT_BYTES) {
    throw new Error(
      `Event on '${topic.slice(0, 60)}' is ${bytes} bytes; events carry at most ${LARGEST_EVENT_BYTES} bytes.`,
    );
  }
  return payload;
}

export function decodeEvent(payload: string): { topic: string; message: unknown } | undefined {
  try {
    const event: unknown = JSON.parse(payload);
    if (typeof event === 'object' && event !== null && 't' in event) {
      const { t, m } = event as { t: unknown; m?: unknown };
      if (typeof t === 'string') return { topic: t, message: m };
    }
  } catch {
    // Not one of ours: someone else's NOTIFY on the channel.
  }
  return undefined;
}

/** Calls each listener of an event, so that one throwing cannot keep the message from the rest. */
export class TopicListeners {
  private readonly emitter = new EventEmitter();
  private readonly log: ClusterLog;

  constructor(log: ClusterLog) {
    this.log = log;
    this.emitter.setMaxListeners(0);
  }

  add(topic: string, listener: (message: unknown) => void): () => void {
    const guarded = (message: unknown) => {
      try {
        listener(message);
      } catch (error) {
        this.log.error({ err: error, topic }, 'an event listener failed');
      }
    };
    this.emitter.on(topic, guarded);
    return () => {
      this.emitter.off(topic, guarded);
    };
  }

  deliver(payload: string): void {
    const event = decodeEvent(payload);
    if (event) this.emitter.emit(event.topic, event.message);
  }

  clear(): void {
    this.emitter.removeAllListeners();
  }
}

/** The single-process bus: the same contract, delivered on a later turn of the event loop. */
export class MemoryEventBus implements EventBus {
  private readonly listeners: TopicListeners;
  private closed = false;

  constructor(options: { log?: ClusterLog } = {}) {
    this.listeners = new TopicListeners(options.log ?? consoleLog);
  }

  async publish(topic: string, message: unknown): Promise<void> {
    if (this.closed) throw new Error('The event bus is closed.');
    const payload = encodeEvent(topic, message);
    setImmediate(() => this.listeners.deliver(payload));
  }

  subscribe(topic: string, listener: (message: unknown) => void): () => void {
    return this.listeners.add(topic, listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
  }
}
