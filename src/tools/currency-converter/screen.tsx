import { Info } from 'lucide-react';
import { useMemo } from 'react';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { richText, useLocaleValue, useMessages } from '../../i18n/index.ts';
import { trpc, trpcUtils } from '../../lib/trpc-react.tsx';
import { useInBrowser } from '../../lib/use-in-browser.ts';
import { BUNDLED_RATES, type RatesTable } from '../../../shared/currency-rates.ts';
import { FromToConverter } from '../_converters/from-to-converter.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { currencyConverter, currencyLabels, formatRatesDate } from './currency.ts';
import { currencyMessages } from './messages.ts';
import { dateMessages } from '../nepali-date-converter/messages.ts';
import { loadServerRates, PAINTED_RATES_ATTRIBUTE, paintedRates } from './painted-rates.ts';

/** The locale for currency names: Nepali keeps Latin digits, as the rest of the site. */
const INTL_LOCALES = { en: 'en-GB', ne: 'ne-u-nu-latn' } as const;

function RatesDate({
  table,
  unreachable,
  painted,
}: {
  table: RatesTable;
  unreachable: boolean;
  /** True while it shows the rates the page was painted with (written into the page). */
  painted: boolean;
}) {
  const text = useMessages(currencyMessages);
  const dates = useMessages(dateMessages);
  const how = unreachable ? text.unreachable : table.origin === 'live' ? text.live : text.bundled;
  return (
    <p
      className="mb-5 flex gap-2 rounded-lg border border-line bg-canvas px-4 py-3 text-sm text-ink"
      {...(painted ? { [PAINTED_RATES_ATTRIBUTE]: JSON.stringify(table) } : {})}
    >
      <Info className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
      <span>
        {richText(text.ratesAsOf, {
          date: <strong>{formatRatesDate(table.date, dates.adDay)}</strong>,
          source: (
            <a href={table.source.url} className="text-accent underline" rel="noreferrer">
              {table.source.name}
            </a>
          ),
          how,
        })}
      </span>
    </p>
  );
}

/**
 * The rates come with the page, so the converter paints once instead of after a skeleton: the
 * server paints it with its own table; a page the browser renders waits for the rates. A page the
 * server painted is taken over at once, and its rates fetched meanwhile.
 */
export const preload = (): Promise<unknown> => {
  if (typeof document === 'undefined') return loadServerRates();
  const fetching = trpcUtils.currency.rates.prefetch();
  return paintedRates() ? Promise.resolve() : fetching;
};

export default function Screen(_props: ToolScreenProps) {
  const text = useMessages(currencyMessages);
  const dates = useMessages(dateMessages);
  const localeValue = useLocaleValue();
  const locale = INTL_LOCALES[localeValue];
  const query = trpc.currency.rates.useQuery();
  // The first render repeats the server's paint; the rates the browser fetched show from the next.
  const inBrowser = useInBrowser();
  const fetched = inBrowser ? query.data : undefined;
  const painted = fetched ? undefined : paintedRates();
  const unreachable = query.isError && !painted;
  const table: RatesTable | undefined =
    fetched ?? painted ?? (unreachable ? BUNDLED_RATES : undefined);
  const definition = useMemo(() => (table ? currencyConverter(table) : undefined), [table]);
  const names = useMemo(
    () =>
      table && localeValue !== 'en'
        ? {
            // The names come from the browser's own locale data, which differs between browsers
            // (and the server): the shared first paint lists the English ones.
            units: inBrowser ? currencyLabels(table, locale) : {},
            symbols: {},
            baseUnit: text.baseUnit,
            presets: {},
          }
        : undefined,
    [table, localeValue, locale, text.baseUnit, inBrowser],
  );

  if (!table || !definition) {
    return (
      <div className="space-y-4" role="status" aria-label={text.loading}>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }

  return (
    <FromToConverter
      key={`${table.date}-${table.origin}`}
      definition={definition}
      names={names}
      header={<RatesDate table={table} unreachable={unreachable} painted={!!painted} />}
      referenceTitle={text.referenceTitle}
      referenceExtra={
        <>
          <p className="mt-3">{text.ratesOf(formatRatesDate(table.date, dates.adDay))}</p>
          {table.derived.map((peg) => (
            <p key={peg.code}>
              {localeValue === 'en' ? peg.note : (text.pegs[peg.code] ?? peg.note)}
            </p>
          ))}
        </>
      }
    />
  );
}
