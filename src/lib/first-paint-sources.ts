import type { RatesTable } from '../../shared/currency-rates.ts';

/**
 * What the server holds in memory that a page's first paint shows (src/entry-server.tsx): the
 * renderer reads it in-process, never with a request to its own API.
 */
export interface FirstPaintSources {
  /** The server's current currency table (the one `currency.rates` answers with). */
  currencyRates?: () => Promise<RatesTable>;
}

let sources: FirstPaintSources = {};

export function setFirstPaintSources(given: FirstPaintSources): void {
  sources = given;
}

export function firstPaintSources(): FirstPaintSources {
  return sources;
}
