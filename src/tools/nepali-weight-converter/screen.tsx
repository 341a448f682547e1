import { MultiFieldConverter } from '../_converters/multi-field/multi-field-converter.tsx';
import { DefinitionList } from '../_converters/multi-field/definition-list.tsx';
import { useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { weightMessages } from './messages.ts';
import { weightConverterNepali } from './units.ts';

export default function Screen(_props: ToolScreenProps) {
  const text = useMessages(weightMessages);
  return (
    <MultiFieldConverter
      definition={weightConverterNepali}
      names={text.names}
      guide={<DefinitionList formula={text.formula} />}
    />
  );
}
