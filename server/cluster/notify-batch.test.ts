import { describe, expect, it } from 'vitest';
import { NotifyBatch } from './notify-batch.ts';

/** Records each statement; fails those whose payloads include `fail`. */
function recorder() {
  const statements: { text: string; values: string[] }[] = [];
  const query = async (text: string, values: string[]) => {
    statements.push({ text, values });
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (values.includes('fail')) throw new Error('connection lost');
  };
  return { statements, query };
}

describe('NotifyBatch', () => {
  it('sends one turn of the event loop in one statement, the channel first', async () => {
    const { statements, query } = recorder();
    const batch = new NotifyBatch(query, 'events');
    await Promise.all([batch.send('a'), batch.send('b'), batch.send('c')]);
    expect(statements).toEqual([
      {
        text: 'SELECT pg_notify($1, $2), pg_notify($1, $3), pg_notify($1, $4)',
        values: ['events', 'a', 'b', 'c'],
      },
    ]);
    await batch.send('d');
    expect(statements.at(-1)).toEqual({
      text: 'SELECT pg_notify($1, $2)',
      values: ['events', 'd'],
    });
  });

  it('sends a long turn in statements of 100, one after another in order', async () => {
    const { statements, query } = recorder();
    let inFlight = 0;
    let most = 0;
    const batch = new NotifyBatch(async (text, values) => {
      most = Math.max(most, ++inFlight);
      await query(text, values);
      inFlight--;
    }, 'events');
    const payloads = Array.from({ length: 250 }, (_, i) => String(i));
    await Promise.all(payloads.map((payload) => batch.send(payload)));
    expect(statements.map((s) => s.values.length - 1)).toEqual([100, 100, 50]);
    expect(statements.flatMap((s) => s.values.slice(1))).toEqual(payloads);
    expect(most).toBe(1);
  });

  it('fails a statement that fails, and the rest of its turn with it; the next turn goes out', async () => {
    const { statements, query } = recorder();
    const batch = new NotifyBatch(query, 'events');
    const payloads = ['fail', ...Array.from({ length: 101 }, (_, i) => String(i))];
    const results = await Promise.allSettled(payloads.map((payload) => batch.send(payload)));
    // The first statement carried 100 and failed; the other two were not sent at all.
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(statements).toHaveLength(1);
    await expect(batch.send('again')).resolves.toBeUndefined();
    expect(statements.at(-1)?.values).toEqual(['events', 'again']);
  });
});
