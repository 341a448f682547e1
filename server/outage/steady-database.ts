/**
 * Whether running jobs' leases can be judged: not while the database is down, and not for one
 * lease after it came back, so the workers renew the leases the outage let run out before any of
 * their jobs is taken for lost and run a second time.
 */
export class SteadyDatabase {
  private readonly ping: () => Promise<void>;
  private readonly settleMs: number;
  /** When the database answered again after an outage; undefined while it does not answer. */
  private backAt: number | undefined = Number.NEGATIVE_INFINITY;

  constructor(ping: () => Promise<void>, settleMs: number) {
    this.ping = ping;
    this.settleMs = settleMs;
  }

  async steady(now = Date.now): Promise<boolean> {
    try {
      await this.ping();
    } catch {
      this.backAt = undefined;
      return false;
    }
    const at = now();
    this.backAt ??= at;
    return at - this.backAt >= this.settleMs;
  }
}
