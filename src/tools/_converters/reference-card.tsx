import type { ReactNode } from 'react';
import { GuideCard } from '../../components/tool-layout.tsx';
import { useMessages } from '../../i18n/index.ts';
import { fromToMessages } from './from-to-messages.ts';
import { convertedValue, symbolOf, unitOf, type FromToDefinition } from './from-to.ts';

/** The reference card beside a converter: sample values of the chosen unit and common conversions. */
export function ReferenceCard({
  definition,
  from,
  title,
  children,
}: {
  definition: FromToDefinition;
  from: string;
  title?: string;
  children?: ReactNode;
}) {
  const text = useMessages(fromToMessages);
  const fromUnit = unitOf(definition, from);
  const sample = (value: number, a: string, b: string) =>
    `${definition.format(convertedValue(definition, value, a, b))} ${symbolOf(definition, b)}`;
  return (
    <GuideCard title={title ?? text.reference}>
      <p>{text.through(definition.baseUnit)}</p>
      {fromUnit && (
        <section aria-labelledby="sample-values-heading">
          <h3 id="sample-values-heading" className="mt-3 font-semibold text-ink">
            {text.sample(symbolOf(definition, from))}
          </h3>
          <ul className="mt-1 space-y-0.5">
            {definition.units
              .filter(
                (unit) =>
                  unit.value !== from &&
                  (!definition.sampleUnits || definition.sampleUnits.includes(unit.value)),
              )
              .map((unit) => (
                <li key={unit.value} className="break-words">
                  {sample(1, from, unit.value)}
                </li>
              ))}
          </ul>
        </section>
      )}
      {definition.common.length > 0 && (
        <section aria-labelledby="common-conversions-heading">
          <h3 id="common-conversions-heading" className="mt-3 font-semibold text-ink">
            {text.common}
          </h3>
          <ul className="mt-1 space-y-0.5">
            {definition.common.map(({ value, from: a, to: b }) => (
              <li key={`${value}-${a}-${b}`} className="break-words">
                {value} {symbolOf(definition, a)} = {sample(value, a, b)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {children}
    </GuideCard>
  );
}
