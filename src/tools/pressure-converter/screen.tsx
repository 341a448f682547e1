import { useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { FromToConverter } from '../_converters/from-to-converter.tsx';
import { pressureMessages } from './messages.ts';
import { pressureConverter } from './units.ts';

export default function Screen(_props: ToolScreenProps) {
  const names = useMessages(pressureMessages);
  return <FromToConverter definition={pressureConverter} names={names} />;
}
