/**
 * Mutual exclusion across the processes of the server: `runExclusive` for short critical sections
 * (admitting a job against the shared queue limit), `tryLead` for work that must run once per
 * cluster (the retention sweep).
 */
export interface ClusterLock {
  /** Runs `fn` while no other process (or call here) runs one under the same `name`. */
  runExclusive<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /**
   * True while this process is the leader for `name`. Ask before each round of once-per-cluster
   * work: leadership stays until this process closes or loses its database session.
   */
  tryLead(name: string): Promise<boolean>;
  close(): Promise<void>;
}

/** Runs calls one after another per name, within one process. */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(name: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(name) ?? Promise.resolve();
    const result = previous.then(fn, fn);
    const tail = result.catch(() => undefined);
    this.tails.set(name, tail);
    void tail.then(() => {
      if (this.tails.get(name) === tail) this.tails.delete(name);
    });
    return result;
  }
}

/** The single-process lock: a promise chain per name; the only process always leads. */
export class MemoryClusterLock implements ClusterLock {
  private readonly mutex = new KeyedMutex();

  runExclusive<T>(name: string, fn: () => Promise<T>): Promise<T> {
    return this.mutex.run(name, fn);
  }

  async tryLead(_name: string): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {}
}
