import { describe, expect, it } from 'vitest';
import { BUNDLED_RATES, withPeggedCurrencies } from '../../../shared/currency-rates.ts';
import { copyText, resultOf, swapState } from '../_converters/from-to.ts';
import { currencyConverter, currencyName, formatMoney, formatRatesDate } from './currency.ts';

describe('currency conversion', () => {
  const definition = currencyConverter(BUNDLED_RATES);

  it('goes through the euro with the reference rates', () => {
    // ECB, 19 April 2024: 1 EUR = 1.0653 USD = 0.8562 GBP.
    expect(definition.convert(1, 'EUR', 'USD')).toBeCloseTo(1.0653, 10);
    expect(definition.convert(1.0653, 'USD', 'EUR')).toBeCloseTo(1, 10);
    expect(definition.convert(100, 'USD', 'GBP')).toBeCloseTo((100 / 1.0653) * 0.8562, 10);
  });

  it('derives the Nepalese rupee from the Indian rupee at 1.6', () => {
    expect(BUNDLED_RATES.rates.NPR).toBeCloseTo(88.9228 * 1.6, 6);
    expect(definition.convert(1, 'INR', 'NPR')).toBeCloseTo(1.6, 6);
    expect(BUNDLED_RATES.derived.map((d) => d.code)).toEqual(['NPR']);
  });

  it('does not overwrite a currency the source publishes itself', () => {
    const table = withPeggedCurrencies({
      ...BUNDLED_RATES,
      rates: { INR: 90, NPR: 150 },
    });
    expect(table.rates.NPR).toBe(150);
    expect(table.derived).toEqual([]);
  });

  it('shows money with two decimals and thousands separators', () => {
    expect(formatMoney(14227.648)).toBe('14,227.65');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(0.000123456)).toBe('0.0001235');
  });

  it('starts from 100 USD in NPR, swaps without commas, copies with the code', () => {
    expect(definition.defaults).toEqual({ input: '100', from: 'USD', to: 'NPR' });
    const result = resultOf(definition, definition.defaults);
    expect(result).toBe(formatMoney((100 / 1.0653) * 88.9228 * 1.6));
    expect(swapState(definition, definition.defaults).input).toBe(result.replace(/,/g, ''));
    expect(copyText(definition, definition.defaults)).toBe(`${result} NPR`);
  });

  it('names currencies and dates', () => {
    expect(currencyName('NPR')).toBe('Nepalese Rupee');
    expect(formatRatesDate('2024-04-19')).toBe('19 April 2024');
  });
});
