import type { JobRow } from '../../db/schema.ts';
import type { JobView } from '../../shared/jobs/view.ts';
import type { JobEvents } from './job-events.ts';
import type { JobStore } from './job-store.ts';
import type { PlacesInLine } from './places-in-line.ts';
import { jobView } from './view.ts';

/** Waiting jobs' views this process keeps for status requests, at most. */
const KEPT_LIMIT = 10_000;

/**
 * Jobs as the API shows them: a row with the live progress any process published (a running
 * job) or its place in line (a waiting one). Status requests (`status`) of a waiting job need no
 * read of its row: while it waits nothing in its view changes but its place, so the view this
 * process built from its last read answers, with the place from a read of the line at most
 * LINE_REUSE_MS old that still has it waiting. An API client polling a job in a long line thus
 * costs one shared read of the line, not a row read and a count at every poll. A job leaves the
 * kept views as soon as an update of it is heard on the bus, and the next read of the line
 * without it sends its status request to the row again, so a start or a cancel shows within
 * that time even if the bus lost its message.
 */
export class JobViews {
  private readonly store: JobStore;
  private readonly events: JobEvents;
  private readonly line: PlacesInLine;
  /** Waiting jobs' views (their place aside), from the last read of their rows. */
  private readonly waiting = new Map<string, JobView>();
  /** When an update of each job was last heard (performance.now), to drop reads begun before. */
  private readonly heard = new Map<string, number>();

  constructor(store: JobStore, events: JobEvents, line: PlacesInLine) {
    this.store = store;
    this.events = events;
    this.line = line;
    events.onHeard((id) => this.forget(id));
  }

  /** The view of a row, read now. */
  async of(row: JobRow): Promise<JobView> {
    if (row.status === 'processing') {
      const live = this.events.latest(row.id);
      return jobView(row, {
        progress: Math.max(live?.progress ?? 0, row.progress),
        stage: live?.stage ?? row.stage ?? undefined,
        queuePosition: undefined,
        etaSeconds: live?.etaSeconds,
      });
    }
    if (row.status === 'pending') {
      return jobView(row, {
        progress: 0,
        stage: undefined,
        queuePosition: (await this.line.place(row.id)) ?? (await this.store.queuePosition(row)),
        etaSeconds: undefined,
      });
    }
    return jobView(row);
  }

  /** The job's view from its row read now; 404 when there is none. */
  async view(id: string): Promise<JobView> {
    return this.of(await this.store.row(id));
  }

  /** The job's view for a status request: a waiting job's from what this process kept (above). */
  async status(id: string): Promise<JobView> {
    const kept = this.waiting.get(id);
    if (kept) {
      const place = await this.line.place(id);
      if (place !== undefined && this.waiting.get(id) === kept) {
        return { ...kept, queuePosition: place };
      }
    }
    const began = performance.now();
    const view = await this.view(id);
    this.waiting.delete(id);
    if (view.status === 'pending' && (this.heard.get(id) ?? -Infinity) < began) {
      this.waiting.set(id, view);
      dropOldest(this.waiting);
    }
    return view;
  }

  /** The job changed (an update heard, or made here): its next status request reads its row. */
  forget(id: string): void {
    this.waiting.delete(id);
    this.heard.delete(id);
    this.heard.set(id, performance.now());
    dropOldest(this.heard);
  }
}

function dropOldest(map: Map<string, unknown>): void {
  if (map.size <= KEPT_LIMIT) return;
  const oldest = map.keys().next().value;
  if (oldest !== undefined) map.delete(oldest);
}
