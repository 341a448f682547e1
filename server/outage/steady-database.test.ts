import { describe, expect, it } from 'vitest';
import { SteadyDatabase } from './steady-database.ts';

describe('SteadyDatabase', () => {
  it('is steady while the database answers, not while it does not, and again one lease after it came back', async () => {
    let up = true;
    let clock = 1000;
    const now = () => clock;
    const database = new SteadyDatabase(async () => {
      if (!up) throw new Error('connect ECONNREFUSED');
    }, 4000);
    expect(await database.steady(now)).toBe(true);
    up = false;
    expect(await database.steady(now)).toBe(false);
    up = true;
    clock += 10_000;
    expect(await database.steady(now)).toBe(false);
    clock += 3999;
    expect(await database.steady(now)).toBe(false);
    clock += 1;
    expect(await database.steady(now)).toBe(true);
  });
});
