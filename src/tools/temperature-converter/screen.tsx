import { useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { FromToConverter } from '../_converters/from-to-converter.tsx';
import { parseNumber } from '../../../shared/number-text.ts';
import { temperatureMessages, temperatureNames } from './messages.ts';
import { isBelowAbsoluteZero, temperatureConverter } from './temperature.ts';

export default function Screen(_props: ToolScreenProps) {
  const text = useMessages(temperatureMessages);
  const names = useMessages(temperatureNames);
  const belowAbsoluteZero = ({ input, from }: { input: string; from: string }) => {
    const value = parseNumber(input);
    return value !== null && isBelowAbsoluteZero(value, from) ? text.belowAbsoluteZero : undefined;
  };
  return (
    <FromToConverter
      definition={temperatureConverter}
      names={names}
      inputNote={belowAbsoluteZero}
      referenceExtra={
        <section aria-labelledby="temperature-formulas-heading">
          <h3 id="temperature-formulas-heading" className="mt-3 font-semibold text-ink">
            {text.formulas}
          </h3>
          <ul className="mt-1 space-y-0.5">
            <li>°F = °C × 9/5 + 32</li>
            <li>K = °C + 273.15</li>
            <li>°R = K × 9/5</li>
            <li>°Ré = °C × 4/5</li>
          </ul>
        </section>
      }
    />
  );
}
