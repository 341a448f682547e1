import { useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { FromToConverter } from '../_converters/from-to-converter.tsx';
import { powerMessages } from './messages.ts';
import { powerConverter } from './units.ts';

export default function Screen(_props: ToolScreenProps) {
  const names = useMessages(powerMessages);
  return <FromToConverter definition={powerConverter} names={names} />;
}
