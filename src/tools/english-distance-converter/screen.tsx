import { useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { FromToConverter } from '../_converters/from-to-converter.tsx';
import { distanceMessages } from './messages.ts';
import { distanceConverter } from './units.ts';

export default function Screen(_props: ToolScreenProps) {
  const names = useMessages(distanceMessages);
  return <FromToConverter definition={distanceConverter} names={names} />;
}
