import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';

/** How often one visitor's 'last seen' is written at most: active users count 15-minute windows. */
const TOUCH_INTERVAL_MS = 60_000;

/** Records that an anonymous visitor was seen, writing to the database at most once a minute each. */
export class VisitorTracker {
  private readonly lastWrite = new Map<string, number>();
  private readonly database: DatabaseHandle;

  constructor(database: DatabaseHandle) {
    this.database = database;
  }

  async touch(visitorId: string, now = Date.now()): Promise<void> {
    const previous = this.lastWrite.get(visitorId);
    if (previous !== undefined && now - previous < TOUCH_INTERVAL_MS) return;
    this.lastWrite.set(visitorId, now);
    if (this.lastWrite.size > 50_000) this.forgetOlderThan(now - TOUCH_INTERVAL_MS);
    const { db, tables } = this.database;
    const { visitors } = tables;
    await db
      .insert(visitors)
      .values({ id: visitorId, firstSeenAt: now, lastSeenAt: now })
      .onConflictDoUpdate({ target: visitors.id, set: { lastSeenAt: sql`excluded.last_seen_at` } });
  }

  private forgetOlderThan(cutoff: number): void {
    for (const [id, at] of this.lastWrite) if (at < cutoff) this.lastWrite.delete(id);
  }
}
