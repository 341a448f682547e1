import { useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { FromToConverter } from '../_converters/from-to-converter.tsx';
import { energyMessages } from './messages.ts';
import { energyConverter } from './units.ts';

export default function Screen(_props: ToolScreenProps) {
  const names = useMessages(energyMessages);
  return <FromToConverter definition={energyConverter} names={names} />;
}
