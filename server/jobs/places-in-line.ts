import type { JobUpdate } from '../../shared/jobs/view.ts';
import { SharedReads } from './shared-reads.ts';
import { WAITING_STAGE } from './view.ts';

/**
 * The places of the waiting jobs, read once for all of this process's watchers when the line
 * moves: every waiting job's watcher wakes at that moment, and one read of the line's ids
 * answers them all, where each would otherwise read its row and count the jobs ahead of it.
 */
export class PlacesInLine {
  private readonly reads: SharedReads<Map<string, number>>;

  constructor(waitingInOrder: () => Promise<string[]>) {
    this.reads = new SharedReads(async () => {
      const ids = await waitingInOrder();
      return new Map(ids.map((id, index) => [id, index + 1]));
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
}
