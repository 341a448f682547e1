import type { JobUpdate } from '../../shared/jobs/view.ts';
import { SharedReads } from './shared-reads.ts';
import { WAITING_STAGE } from './view.ts';

/**
 * How long a read of the line answers status requests: as long as the least time between two
 * rounds of the watchers' re-reads (QUEUE_REREAD_GAP_MS), so a poll's place is no staler than a
 * watcher's.
 */
export const LINE_REUSE_MS = 250;

/**
 * The places of the waiting jobs, read once for all of this process's watchers when the line
 * moves: every waiting job's watcher wakes at that moment, and one read of the line's ids
 * answers them all, where each would otherwise read its row and count the jobs ahead of it.
 * Status requests of waiting jobs (an API client polling its job) take their place from the
 * last read too while it is recent, rather than counting the jobs ahead each time.
 */
export class PlacesInLine {
  private readonly reads: SharedReads<Map<string, number>>;
  private readonly reuseMs: number;
  private last: { at: number; places: Map<string, number> } | undefined;

  constructor(waitingInOrder: () => Promise<string[]>, reuseMs = LINE_REUSE_MS) {
    this.reuseMs = reuseMs;
    this.reads = new SharedReads(async () => {
      const at = performance.now();
      const ids = await waitingInOrder();
      const places = new Map(ids.map((id, index) => [id, index + 1]));
      if (!this.last || this.last.at < at) this.last = { at, places };
      return places;
    });
  }

  /**
   * The update of a job still waiting, with its place now; `whole` (its row read) when it no
   * longer waits: it started, or was cancelled.
   */
  async update(id: string, whole: () => Promise<JobUpdate>): Promise<JobUpdate> {
    const place = (await this.reads.get('line')).get(id);
    if (place === undefined) return whole();
    return { status: 'pending', progress: 0, stage: WAITING_STAGE, queuePosition: place };
  }

  /**
   * A waiting job's place by a read of the line begun at most `reuseMs` ago; undefined when that
   * read did not find it waiting (it was not yet in line, or has left it): count instead.
   */
  async place(id: string): Promise<number | undefined> {
    const last = this.last;
    if (last && performance.now() - last.at < this.reuseMs) return last.places.get(id);
    return (await this.reads.get('line')).get(id);
  }
}
