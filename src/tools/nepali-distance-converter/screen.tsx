import { MultiFieldConverter } from '../_converters/multi-field/multi-field-converter.tsx';
import { DefinitionList } from '../_converters/multi-field/definition-list.tsx';
import { useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { distanceMessages } from './messages.ts';
import { distanceConverterNepali } from './units.ts';

export default function Screen(_props: ToolScreenProps) {
  const text = useMessages(distanceMessages);
  return (
    <MultiFieldConverter
      definition={distanceConverterNepali}
      names={text.names}
      guide={<DefinitionList formula={text.formula} />}
    />
  );
}
