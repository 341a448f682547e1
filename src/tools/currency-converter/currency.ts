import type { RatesTable } from '../../../shared/currency-rates.ts';
import type { FromToDefinition } from '../_converters/from-to.ts';
import { linearConverter, type LinearUnit } from '../_converters/linear.ts';
import { dateMessages } from '../nepali-date-converter/messages.ts';

const names = new Map<string, Intl.DisplayNames | undefined>();

function namesIn(locale: string): Intl.DisplayNames | undefined {
  if (!names.has(locale)) {
    try {
      names.set(locale, new Intl.DisplayNames([locale], { type: 'currency' }));
    } catch {
      names.set(locale, undefined);
    }
  }
  return names.get(locale);
}

/** A currency's name in a language ('US Dollar', 'अमेरिकी डलर'), or its code. */
export function currencyName(code: string, locale = 'en'): string {
  return namesIn(locale)?.of(code) ?? code;
}

/** The option labels of a table's currencies in a language, by code ('USD — US Dollar'). */
export function currencyLabels(table: RatesTable, locale: string): Record<string, string> {
  const codes = ['EUR', ...Object.keys(table.rates).filter((code) => code !== 'EUR')];
  return Object.fromEntries(codes.map((code) => [code, `${code} — ${currencyName(code, locale)}`]));
}

const money = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const small = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 });

/** Two decimals with thousands separators; amounts under a cent keep four significant digits. */
export function formatMoney(value: number): string {
  if (value !== 0 && Math.abs(value) < 0.01) return small.format(value);
  return money.format(Object.is(value, -0) ? 0 : value);
}

/** The euro first, then every currency of the table by code; factors are euros per unit. */
export function currencyUnits(table: RatesTable): LinearUnit[] {
  const codes = Object.keys(table.rates)
    .filter((code) => code !== 'EUR')
    .sort();
  return [
    { value: 'EUR', label: `EUR — ${currencyName('EUR')}`, factor: 1 },
    ...codes.map((code) => ({
      value: code,
      label: `${code} — ${currencyName(code)}`,
      factor: 1 / (table.rates[code] ?? NaN),
    })),
  ];
}

export function currencyConverter(table: RatesTable): FromToDefinition {
  const units = currencyUnits(table);
  const has = (code: string) => units.some((unit) => unit.value === code);
  return {
    units,
    convert: linearConverter(units),
    format: formatMoney,
    defaults: { input: '100', from: has('USD') ? 'USD' : 'EUR', to: has('NPR') ? 'NPR' : 'EUR' },
    stripCommasOnSwap: true,
    baseUnit: 'euro (EUR)',
    sampleUnits: ['EUR', 'USD', 'GBP', 'INR', 'NPR', 'JPY', 'CNY', 'AUD', 'CAD', 'CHF'],
    common: ['USD', 'GBP', 'INR', 'NPR', 'JPY', 'CNY']
      .filter(has)
      .map((code) => ({ value: 1, from: 'EUR', to: code })),
  };
}

/** Writes a Gregorian day (month 0 to 11) in a language: '19 April 2024', '2024 अप्रिल 19'. */
export type DayWriter = (day: string, month: number, year: string) => string;

/**
 * '19 April 2024' (in Nepali '2024 अप्रिल 19', Latin digits as the rest of the site), in the
 * site's own words rather than the browser's: browsers without Nepali locale data would write it
 * in English, unlike the page the server painted.
 */
export function formatRatesDate(date: string, writeDay: DayWriter = dateMessages.en.adDay): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return writeDay(String(day), month - 1, String(year));
}
