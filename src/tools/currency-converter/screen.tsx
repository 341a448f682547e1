import { Info } from 'lucide-react';
import { useMemo } from 'react';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { trpc, trpcUtils } from '../../lib/trpc-react.tsx';
import { BUNDLED_RATES, type RatesTable } from '../../shared/currency-rates.ts';
import { FromToConverter } from '../_converters/from-to-converter.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { currencyConverter, formatRatesDate } from './currency.ts';

function RatesDate({ table, unreachable }: { table: RatesTable; unreachable: boolean }) {
  const how = unreachable
    ? 'Our server could not be reached, so these are the rates bundled with the site.'
    : table.origin === 'live'
      ? 'Our server fetched them from the source.'
      : 'These are the rates bundled with the site; our server could not reach the source yet.';
  return (
    <p className="mb-5 flex gap-2 rounded-lg border border-line bg-canvas px-4 py-3 text-sm text-ink">
      <Info className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
      <span>
        Rates as of <strong>{formatRatesDate(table.date)}</strong>:{' '}
        <a href={table.source.url} className="text-accent underline" rel="noreferrer">
          {table.source.name}
        </a>
        . {how} Reference rates are for information; your bank’s rate will differ.
      </span>
    </p>
  );
}

/** The rates arrive with the page, so the converter paints once instead of after a skeleton. */
export const preload = () => trpcUtils.currency.rates.prefetch();

export default function Screen(_props: ToolScreenProps) {
  const query = trpc.currency.rates.useQuery();
  const unreachable = query.isError;
  const table: RatesTable | undefined = query.data ?? (unreachable ? BUNDLED_RATES : undefined);
  const definition = useMemo(() => (table ? currencyConverter(table) : undefined), [table]);

  if (!table || !definition) {
    return (
      <div className="space-y-4" role="status" aria-label="Loading the exchange rates">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }

  return (
    <FromToConverter
      key={`${table.date}-${table.origin}`}
      definition={definition}
      header={<RatesDate table={table} unreachable={unreachable} />}
      referenceTitle="Reference rates"
      referenceExtra={
        <>
          <p className="mt-3">
            Rates of {formatRatesDate(table.date)}, euro as base. Amounts are shown with two
            decimals.
          </p>
          {table.derived.map((peg) => (
            <p key={peg.code}>{peg.note}</p>
          ))}
        </>
      }
    />
  );
}
