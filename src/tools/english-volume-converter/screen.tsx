import { useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { FromToConverter } from '../_converters/from-to-converter.tsx';
import { volumeMessages } from './messages.ts';
import { volumeConverter } from './units.ts';

export default function Screen(_props: ToolScreenProps) {
  const names = useMessages(volumeMessages);
  return <FromToConverter definition={volumeConverter} names={names} />;
}
