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

  it('answers status requests from a read of the line while it is recent, then reads again', async () => {
    let reads = 0;
    let line = ['a', 'b'];
    const places = new PlacesInLine(async () => {
      reads++;
      return line;
    }, 40);
    expect(await places.place('b')).toBe(2);
    line = ['b'];
    // Within the reuse time: the same read, so a job not in it (new, or gone) is counted instead.
    expect(await places.place('b')).toBe(2);
    expect(await places.place('c')).toBeUndefined();
    expect(reads).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await places.place('b')).toBe(1);
    expect(await places.place('a')).toBeUndefined();
    expect(reads).toBe(2);
    // A move of the line reads it at once, and the status requests after it use that read.
    line = ['c', 'b'];
    await places.update('b', async () => ({ status: 'processing', progress: 0 }));
    expect(await places.place('b')).toBe(2);
    expect(reads).toBe(3);
  });
});
