/**
 * Upload speed over the last few seconds, from (time, bytes sent) samples: steadier than the
 * last sample alone, quicker to follow a change than the average since the start.
 */
export class TransferRate {
  private readonly windowMs: number;
  private samples: Array<{ at: number; bytes: number }> = [];

  constructor(windowMs = 5000) {
    this.windowMs = windowMs;
  }

  add(at: number, bytes: number): void {
    const last = this.samples.at(-1);
    // Bytes going back means the upload restarted from an earlier offset: start afresh.
    if (last && bytes < last.bytes) this.samples = [];
    this.samples.push({ at, bytes });
    while (this.samples.length > 2 && at - (this.samples[0] as { at: number }).at > this.windowMs) {
      this.samples.shift();
    }
  }

  /** Bytes per second, or undefined until there are two samples at least 200 ms apart. */
  bytesPerSecond(): number | undefined {
    const first = this.samples[0];
    const last = this.samples.at(-1);
    if (!first || !last || last.at - first.at < 200) return undefined;
    return ((last.bytes - first.bytes) * 1000) / (last.at - first.at);
  }

  reset(): void {
    this.samples = [];
  }
}

/** Seconds until `remaining` bytes are sent at `rate`, or undefined without a rate. */
export function secondsToSend(remaining: number, rate: number | undefined): number | undefined {
  if (!rate || rate <= 0) return undefined;
  return Math.ceil(remaining / rate);
}
