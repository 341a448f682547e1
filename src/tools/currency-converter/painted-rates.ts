import type { RatesTable } from '../../../shared/currency-rates.ts';
import { firstPaintSources } from '../../lib/first-paint-sources.ts';

/**
 * The attribute the screen writes the table it is painted with into (JSON), so the browser takes
 * a server-rendered page over with the rates the server painted, then moves to the rates it
 * fetches itself if they differ.
 */
export const PAINTED_RATES_ATTRIBUTE = 'data-painted-rates';

let serverTable: RatesTable | undefined;
/** In the browser, the table of the server-rendered page, read once: before the app replaces it. */
let browserTable: { table: RatesTable | undefined } | undefined;

/** On the server, before each render of the page: the table the server answers with now. */
export async function loadServerRates(): Promise<void> {
  serverTable = await firstPaintSources().currencyRates?.();
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The shape the screen reads; a page whose attribute is anything else is painted anew. */
export function isRatesTable(value: unknown): value is RatesTable {
  if (!isRecord(value) || value.base !== 'EUR' || typeof value.date !== 'string') return false;
  if (value.origin !== 'live' && value.origin !== 'bundled') return false;
  const { rates, source, derived } = value;
  return (
    isRecord(rates) &&
    Object.values(rates).every((rate) => typeof rate === 'number' && rate > 0) &&
    isRecord(source) &&
    typeof source.name === 'string' &&
    typeof source.url === 'string' &&
    Array.isArray(derived) &&
    derived.every(
      (peg) =>
        isRecord(peg) &&
        typeof peg.code === 'string' &&
        typeof peg.from === 'string' &&
        typeof peg.factor === 'number' &&
        typeof peg.note === 'string',
    )
  );
}

function readPaintedTable(): RatesTable | undefined {
  const text = document
    .querySelector(`[${PAINTED_RATES_ATTRIBUTE}]`)
    ?.getAttribute(PAINTED_RATES_ATTRIBUTE);
  if (!text) return undefined;
  try {
    const table: unknown = JSON.parse(text);
    return isRatesTable(table) ? table : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The table the page's first paint shows: on the server, the server's own; in the browser, the
 * one a server-rendered page was painted with, or undefined (a page the browser rendered).
 */
export function paintedRates(): RatesTable | undefined {
  if (typeof document === 'undefined') return serverTable;
  browserTable ??= { table: readPaintedTable() };
  return browserTable.table;
}
