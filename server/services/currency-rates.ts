import { z } from 'zod';
import {
  BUNDLED_RATES,
  ECB_SOURCE,
  withPeggedCurrencies,
  type RatesTable,
} from '../../shared/currency-rates.ts';

/** The parts of the ECB's daily file we read; anything else in it is ignored. */
const ecbDailySchema = z.object({
  date: z.iso.date(),
  rates: z
    .record(z.string().regex(/^[A-Z]{3}$/), z.number().positive().finite())
    .refine((rates) => Object.keys(rates).length >= 10, 'Too few currencies'),
});

const MAX_DOCUMENT_CHARS = 200_000;

/**
 * Reads the ECB's daily reference rates document (eurofxref-daily.xml): the reference day from
 * `<Cube time='...'>` and every `<Cube currency='...' rate='...'/>`. Throws on anything else.
 */
export function parseEcbDailyXml(xml: string): { date: string; rates: Record<string, number> } {
  if (xml.length > MAX_DOCUMENT_CHARS) throw new Error('The rates document is too large');
  const time = /<Cube\s+time=['"](\d{4}-\d{2}-\d{2})['"]\s*>/.exec(xml);
  const rates: Record<string, number> = {};
  for (const match of xml.matchAll(
    /<Cube\s+currency=['"]([A-Za-z]{3})['"]\s+rate=['"]([^'"]*)['"]\s*\/>/g,
  )) {
    const code = match[1]?.toUpperCase() ?? '';
    if (code in rates) throw new Error(`The rates document lists ${code} twice`);
    rates[code] = Number(match[2]);
  }
  const parsed = ecbDailySchema.safeParse({ date: time?.[1], rates });
  if (!parsed.success) {
    throw new Error(`Not a reference rates document: ${parsed.error.issues[0]?.message ?? ''}`);
  }
  return parsed.data;
}

export interface CurrencyRatesOptions {
  /** Where the daily document is fetched from; undefined keeps the bundled table. */
  url: string | undefined;
  timeoutMs: number;
  /** How long a table (or a failed attempt) stands before the next try. */
  refreshMs: number;
  log: {
    warn: (details: object, message: string) => void;
    info: (details: object, message: string) => void;
  };
  now?: () => number;
}

export interface CurrencyRates {
  /** The newest table we have, refreshed first from the source when it is due. */
  current(): Promise<RatesTable>;
}

/**
 * Keeps the currency table: the bundled copy at first, then the last one fetched from the source.
 * A refresh is tried when a visitor asks and the table is due; it waits at most `timeoutMs`, and
 * any failure keeps the table we had.
 */
export function createCurrencyRates(options: CurrencyRatesOptions): CurrencyRates {
  const now = options.now ?? Date.now;
  let table: RatesTable = BUNDLED_RATES;
  let lastAttempt = -Infinity;
  let inFlight: Promise<void> | undefined;

  async function refresh(url: string): Promise<void> {
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(options.timeoutMs),
        headers: { accept: 'application/xml, text/xml' },
        redirect: 'follow',
      });
      if (!response.ok) throw new Error(`The source answered ${response.status}`);
      const { date, rates } = parseEcbDailyXml(await response.text());
      if (date < table.date) throw new Error(`The source's rates of ${date} are older than ours`);
      table = withPeggedCurrencies({
        base: 'EUR',
        date,
        rates,
        source: ECB_SOURCE,
        origin: 'live',
      });
      options.log.info({ date, currencies: Object.keys(rates).length }, 'currency rates refreshed');
    } catch (error) {
      options.log.warn(
        { err: error instanceof Error ? error.message : String(error), keeping: table.date },
        'currency rates not refreshed',
      );
    }
  }

  return {
    async current() {
      const url = options.url;
      if (url && !inFlight && now() - lastAttempt >= options.refreshMs) {
        lastAttempt = now();
        inFlight = refresh(url).finally(() => {
          inFlight = undefined;
        });
      }
      if (inFlight) await inFlight;
      return table;
    },
  };
}
