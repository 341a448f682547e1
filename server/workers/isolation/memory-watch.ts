import { descendantsOf, readProcessTable, readRssBytes } from './process-table.ts';

/** How often the memory of running jobs is read: often enough to stop a runaway early. */
export const MEMORY_SAMPLE_MS = 100;
/**
 * How often the process table is read to find what the workers started (ffmpeg, LibreOffice).
 * Reading every process's /proc entry costs milliseconds, so it is done less often than reading
 * the memory of the processes already known.
 */
export const PROCESS_SCAN_MS = 1000;

interface Watched {
  limitBytes: number;
  peakBytes: number;
  /** The worker process and the descendants found at the last scan. */
  tree: number[];
  onOver(rssBytes: number): void;
}

/**
 * Samples the resident memory of each watched worker process and everything it started, every
 * MEMORY_SAMPLE_MS while any job runs, and calls `onOver` once when a tree goes past its limit.
 * A job can still overshoot by what it allocates between two samples; the kill comes at the next.
 */
export class MemoryWatch {
  private readonly watched = new Map<number, Watched>();
  private timer: NodeJS.Timeout | undefined;
  private lastScan = 0;

  /** Watches `pid`'s tree; the returned function stops watching and gives the peak seen. */
  watch(pid: number, limitBytes: number, onOver: (rssBytes: number) => void): () => number {
    const entry: Watched = { limitBytes, peakBytes: 0, tree: [pid], onOver };
    this.watched.set(pid, entry);
    this.timer ??= setInterval(() => this.sample(), MEMORY_SAMPLE_MS);
    return () => {
      if (this.watched.get(pid) === entry) this.watched.delete(pid);
      if (this.watched.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = undefined;
      }
      return entry.peakBytes;
    };
  }

  private sample(): void {
    if (Date.now() - this.lastScan >= PROCESS_SCAN_MS) {
      this.lastScan = Date.now();
      const table = readProcessTable();
      for (const [pid, entry] of this.watched) entry.tree = descendantsOf(pid, table);
    }
    for (const [pid, entry] of this.watched) {
      const rss = entry.tree.reduce((sum, member) => sum + readRssBytes(member), 0);
      entry.peakBytes = Math.max(entry.peakBytes, rss);
      if (rss > entry.limitBytes) {
        this.watched.delete(pid);
        entry.onOver(rss);
      }
    }
  }

  close(): void {
    this.watched.clear();
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
