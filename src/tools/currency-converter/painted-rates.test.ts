import { describe, expect, it } from 'vitest';
import { BUNDLED_RATES } from '../../../shared/currency-rates.ts';
import { isRatesTable } from './painted-rates.ts';

describe('the rates a page was painted with', () => {
  it('reads back the table the server wrote into the page', () => {
    expect(isRatesTable(JSON.parse(JSON.stringify(BUNDLED_RATES)))).toBe(true);
  });

  it('refuses anything else, so the screen is painted anew instead of with wrong rates', () => {
    const bad = [
      undefined,
      null,
      [],
      'EUR',
      { ...BUNDLED_RATES, base: 'USD' },
      { ...BUNDLED_RATES, origin: 'guessed' },
      { ...BUNDLED_RATES, date: 20240419 },
      { ...BUNDLED_RATES, rates: { USD: -1 } },
      { ...BUNDLED_RATES, rates: { USD: '1.06' } },
      { ...BUNDLED_RATES, source: { name: 'ECB' } },
      { ...BUNDLED_RATES, derived: [{ code: 'NPR' }] },
      { ...BUNDLED_RATES, derived: undefined },
    ];
    for (const value of bad) expect(isRatesTable(value), JSON.stringify(value)).toBe(false);
  });
});
