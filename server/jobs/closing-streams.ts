import { isFinished, type JobUpdate } from '../../shared/jobs/view.ts';
import { AppError } from '../http/errors.ts';

/**
 * The progress streams of one process, closed together when it shuts down. A stream closed so
 * ends with 503 `shutting_down` rather than normally: a normal end tells the client the job is
 * over, while an error it can retry makes it connect again (to any web process).
 */
export class ClosingStreams {
  private readonly closing = new AbortController();

  /** What `watch` yields, stopped by the client (`abort`) or by close(), then ended as above. */
  async *follow(
    watch: (signal: AbortSignal) => AsyncGenerator<JobUpdate>,
    first: JobUpdate,
    abort?: AbortSignal,
  ): AsyncGenerator<JobUpdate> {
    const closing = this.closing.signal;
    let last = first;
    for await (const update of watch(abort ? AbortSignal.any([abort, closing]) : closing)) {
      last = update;
      yield update;
    }
    if (closing.aborted && !abort?.aborted && !isFinished(last.status)) {
      throw new AppError(503, 'shutting_down', 'The server is restarting: connect again.', {
        headers: { 'retry-after': '1' },
      });
    }
  }

  close(): void {
    this.closing.abort();
  }
}
