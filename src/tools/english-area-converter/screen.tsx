import { useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { FromToConverter } from '../_converters/from-to-converter.tsx';
import { areaMessages } from './messages.ts';
import { areaConverter } from './units.ts';

export default function Screen(_props: ToolScreenProps) {
  const names = useMessages(areaMessages);
  return <FromToConverter definition={areaConverter} names={names} />;
}
