import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseEcbDailyXml } from './currency-rates.ts';

const fixture = readFileSync(
  new URL('../../tests/fixtures/ecb-daily-test.xml', import.meta.url),
  'utf8',
);

/** The ECB's document of 8 July 2022, as it was published. */
const real2022 = readFileSync(
  new URL('../../tests/fixtures/ecb-daily-2022-07-08.xml', import.meta.url),
  'utf8',
);

describe('the ECB daily rates document', () => {
  it('gives its day and every rate', () => {
    const { date, rates } = parseEcbDailyXml(real2022);
    expect(date).toBe('2022-07-08');
    expect(Object.keys(rates)).toHaveLength(31);
    expect(rates.USD).toBe(1.0163);
    expect(rates.GBP).toBe(0.84585);
  });

  it('reads the test fixture', () => {
    expect(parseEcbDailyXml(fixture)).toMatchObject({ date: '2026-11-20', rates: { INR: 100 } });
  });

  it.each([
    ['an HTML page', '<html><body>Maintenance</body></html>'],
    ['no date', real2022.replace("time='2022-07-08'", '')],
    ['a bad date', real2022.replace('2022-07-08', '2022-13-45')],
    ['a rate that is not a number', real2022.replace("rate='1.0163'", "rate='n/a'")],
    ['a negative rate', real2022.replace("rate='1.0163'", "rate='-1'")],
    ['too few currencies', real2022.replace(/<Cube currency='(?!USD|GBP)[A-Z]{3}'[^>]*>/g, '')],
    ['a currency twice', real2022.replace("currency='JPY'", "currency='USD'")],
    ['a huge document', real2022 + ' '.repeat(200_001)],
  ])('refuses %s', (_name, text) => {
    expect(() => parseEcbDailyXml(text)).toThrow();
  });
});
