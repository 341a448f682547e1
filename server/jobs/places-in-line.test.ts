import { describe, expect, it } from 'vitest';
import type { JobUpdate } from '../../shared/jobs/view.ts';
import type { JobRow } from '../../db/schema.ts';
import { PlacesInLine } from './places-in-line.ts';
import { jobUpdate, jobView } from './view.ts';

describe('PlacesInLine', () => {
  it('answers every waiting watcher of one move of the line with one read', async () => {
    let reads = 0;
    const line = new PlacesInLine(async () => {
      reads++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return ['a', 'b', 'c'];
    });
    const notRead = async (): Promise<JobUpdate> => {
      throw new Error('a waiting job needs no row read');
    };
    const updates = await Promise.all(['c', 'a', 'b'].map((id) => line.update(id, notRead)));
    expect(updates.map((update) => update.queuePosition)).toEqual([3, 1, 2]);
    // What a waiting job's whole read streams (service.ts: jobUpdate of its view).
    expect(updates[0]).toEqual(
      jobUpdate({
        ...jobView({ status: 'pending', createdAt: 0, expiresAt: 0 } as JobRow, {
          progress: 0,
          stage: undefined,
          queuePosition: 3,
          etaSeconds: undefined,
        }),
        progress: 0,
      }),
    );
    expect(reads).toBe(1);

    // The next move reads the line again.
    await line.update('a', notRead);
    expect(reads).toBe(2);
  });

  it('reads the row of a job that has left the line: it started or was cancelled', async () => {
    const line = new PlacesInLine(async () => ['b']);
    const running: JobUpdate = { status: 'processing', progress: 10 };
    await expect(line.update('a', async () => running)).resolves.toBe(running);
  });
});
