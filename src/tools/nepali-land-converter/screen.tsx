import { MultiFieldConverter } from '../_converters/multi-field/multi-field-converter.tsx';
import { DefinitionList } from '../_converters/multi-field/definition-list.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { landConverterWithForms } from './combined-fields.ts';
import { PlotAreaCard } from './plot-area-card.tsx';

export default function Screen({ tool }: ToolScreenProps) {
  return (
    <MultiFieldConverter
      definition={landConverterWithForms}
      guide={
        <>
          <DefinitionList formula={tool.formula} />
          <p>
            Land is often written in combined forms: 2-5-3-1 is 2 Ropani 5 Aana 3 Paisa 1 Daam, and
            1-2-10 is 1 Bigha 2 Kattha 10 Dhur. Type one and the other follows, carried over into
            the larger units (0-17-0-0 is 1-1-0-0).
          </p>
        </>
      }
    >
      <PlotAreaCard />
    </MultiFieldConverter>
  );
}
