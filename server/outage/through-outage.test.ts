import { describe, expect, it } from 'vitest';
import { markOutage } from './outage-error.ts';
import { throughOutage } from './through-outage.ts';

const outage = () => markOutage(new Error('no answer'), 'storage');

describe('throughOutage', () => {
  it('runs the work again while it fails for an outage, and returns what it returns at last', async () => {
    let calls = 0;
    const heard: string[] = [];
    const result = await throughOutage(
      async () => {
        calls++;
        if (calls < 3) throw outage();
        return 'stored';
      },
      { patienceMs: 10_000, onOutage: (dependency) => heard.push(dependency) },
    );
    expect(result).toBe('stored');
    expect(calls).toBe(3);
    expect(heard).toEqual(['storage', 'storage']);
  });

  it('throws any other failure at once', async () => {
    let calls = 0;
    const work = async () => {
      calls++;
      throw new Error('the file is damaged');
    };
    await expect(throughOutage(work, { patienceMs: 10_000 })).rejects.toThrow('damaged');
    expect(calls).toBe(1);
  });

  it('gives up with the outage once its patience is spent', async () => {
    const started = Date.now();
    await expect(
      throughOutage(
        async () => {
          throw outage();
        },
        { patienceMs: 600 },
      ),
    ).rejects.toThrow('no answer');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('stops waiting when its signal aborts, without running the work again', async () => {
    const stop = new AbortController();
    let calls = 0;
    const running = throughOutage(
      async () => {
        calls++;
        throw outage();
      },
      { patienceMs: 60_000, signal: stop.signal },
    );
    setTimeout(() => stop.abort(), 50);
    await expect(running).rejects.toThrow('no answer');
    expect(calls).toBe(1);
  });
});
