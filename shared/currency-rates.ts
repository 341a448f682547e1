/**
 * Currency reference rates as the server hands them to the currency converter, and the table
 * bundled with the site for when the public source cannot be reached. Shared by the browser and
 * the server; no runtime dependencies, so the converter's chunk stays small.
 */
export interface RatesTable {
  /** Every rate is how many units of a currency one euro buys. */
  base: 'EUR';
  /** The reference day of the rates, YYYY-MM-DD. */
  date: string;
  rates: Readonly<Record<string, number>>;
  source: { name: string; url: string };
  /** 'bundled': the copy shipped with the site; 'live': fetched from the source by the server. */
  origin: 'bundled' | 'live';
  /** Currencies not published by the source, worked out from a fixed peg. */
  derived: readonly { code: string; from: string; factor: number; note: string }[];
}

export const ECB_SOURCE = {
  name: 'European Central Bank euro foreign exchange reference rates',
  url: 'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html',
} as const;

/** The Nepalese rupee is pegged to the Indian rupee by Nepal Rastra Bank: 1 INR = 1.6 NPR. */
export const PEGGED_CURRENCIES = [
  {
    code: 'NPR',
    from: 'INR',
    factor: 1.6,
    note: 'Nepalese rupee: from the Indian rupee rate and Nepal Rastra Bank’s fixed peg of 1 INR = 1.6 NPR.',
  },
] as const;

/** Adds the pegged currencies to a table of published rates. */
export function withPeggedCurrencies(table: Omit<RatesTable, 'derived'>): RatesTable {
  const rates: Record<string, number> = { ...table.rates };
  const derived: RatesTable['derived'][number][] = [];
  for (const peg of PEGGED_CURRENCIES) {
    const anchor = rates[peg.from];
    if (anchor !== undefined && rates[peg.code] === undefined) {
      rates[peg.code] = Math.round(anchor * peg.factor * 1e6) / 1e6;
      derived.push(peg);
    }
  }
  return { ...table, rates, derived };
}

/**
 * The ECB's euro reference rates of Friday 19 April 2024, as published in
 * https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml that day.
 */
export const BUNDLED_RATES: RatesTable = withPeggedCurrencies({
  base: 'EUR',
  date: '2024-04-19',
  source: ECB_SOURCE,
  origin: 'bundled',
  rates: {
    USD: 1.0653,
    JPY: 164.68,
    BGN: 1.9558,
    CZK: 25.267,
    DKK: 7.4622,
    GBP: 0.8562,
    HUF: 395.3,
    PLN: 4.33,
    RON: 4.9764,
    SEK: 11.664,
    CHF: 0.968,
    ISK: 150.3,
    NOK: 11.765,
    TRY: 34.7304,
    AUD: 1.6622,
    BRL: 5.6165,
    CAD: 1.4666,
    CNY: 7.7139,
    HKD: 8.3443,
    IDR: 17325.08,
    ILS: 4.0181,
    INR: 88.9228,
    KRW: 1469.09,
    MXN: 18.4819,
    MYR: 5.0959,
    NZD: 1.8105,
    PHP: 61.373,
    SGD: 1.451,
    THB: 39.288,
    ZAR: 20.4793,
  },
});
