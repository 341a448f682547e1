import { useMemo } from 'react';
import { MultiFieldConverter } from '../_converters/multi-field/multi-field-converter.tsx';
import { DefinitionList } from '../_converters/multi-field/definition-list.tsx';
import { useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { landConverterWithForms, landFormFieldsIn } from './combined-fields.ts';
import { landMessages, landUnitMessages } from './messages.ts';
import { PlotAreaCard } from './plot-area-card.tsx';

export default function Screen(_props: ToolScreenProps) {
  const units = useMessages(landUnitMessages);
  const text = useMessages(landMessages);
  const combined = useMemo(() => landFormFieldsIn(text.forms), [text.forms]);
  return (
    <MultiFieldConverter
      definition={landConverterWithForms}
      names={units.names}
      combined={combined}
      guide={
        <>
          <DefinitionList formula={units.formula} />
          <p>{text.combinedGuide}</p>
        </>
      }
    >
      <PlotAreaCard />
    </MultiFieldConverter>
  );
}
