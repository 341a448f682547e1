import { MultiFieldConverter } from '../_converters/multi-field/multi-field-converter.tsx';
import { DefinitionList } from '../_converters/multi-field/definition-list.tsx';
import { useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { volumeMessages } from './messages.ts';
import { volumeConverterNepali } from './units.ts';

export default function Screen(_props: ToolScreenProps) {
  const text = useMessages(volumeMessages);
  return (
    <MultiFieldConverter
      definition={volumeConverterNepali}
      names={text.names}
      guide={<DefinitionList formula={text.formula} />}
    />
  );
}
