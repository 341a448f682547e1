/** Most notifications one statement carries. */
const LARGEST_BATCH = 100;

interface Waiting {
  payload: string;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * NOTIFYs made in one turn of the event loop go out as one statement
 * (`SELECT pg_notify($1, $2), pg_notify($1, $3), ...`): one round trip for all of them, such as a
 * job's start and the move of the line it makes, or many jobs' progress under load. PostgreSQL
 * delivers a statement's notifications in their order, and delivers a payload repeated on the
 * channel within it once: harmless for the bus, whose messages are states and requests that one
 * delivery answers. Each `send` settles with the statement that carried it. The statements of
 * one turn go one after another, so they arrive in order; a later turn's may overtake them, as
 * separate publishes could before.
 */
export class NotifyBatch {
  private readonly query: (text: string, values: string[]) => Promise<unknown>;
  private readonly channel: string;
  private waiting: Waiting[] = [];

  constructor(query: (text: string, values: string[]) => Promise<unknown>, channel: string) {
    this.query = query;
    this.channel = channel;
  }

  send(payload: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (this.waiting.length === 0) setImmediate(() => void this.flush());
      this.waiting.push({ payload, resolve, reject });
    });
  }

  /** Sends what this turn published, a statement of at most LARGEST_BATCH after another. */
  private async flush(): Promise<void> {
    const all = this.waiting;
    this.waiting = [];
    for (let start = 0; start < all.length; start += LARGEST_BATCH) {
      const batch = all.slice(start, start + LARGEST_BATCH);
      const calls = batch.map((_, index) => `pg_notify($1, $${index + 2})`);
      try {
        await this.query(`SELECT ${calls.join(', ')}`, [
          this.channel,
          ...batch.map((item) => item.payload),
        ]);
      } catch (error) {
        // The rest would meet the same outage: they fail now rather than one wait after another.
        for (const item of all.slice(start)) item.reject(error);
        return;
      }
      for (const item of batch) item.resolve();
    }
  }
}
