import { MultiFieldConverter } from '../_converters/multi-field/multi-field-converter.tsx';
import { DefinitionList } from '../_converters/multi-field/definition-list.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { landConverter } from './units.ts';

export default function Screen({ tool }: ToolScreenProps) {
  return (
    <MultiFieldConverter
      definition={landConverter}
      guide={<DefinitionList formula={tool.formula} />}
    />
  );
}
