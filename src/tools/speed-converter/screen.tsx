import { useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { FromToConverter } from '../_converters/from-to-converter.tsx';
import { speedMessages } from './messages.ts';
import { speedConverter } from './units.ts';

export default function Screen(_props: ToolScreenProps) {
  const names = useMessages(speedMessages);
  return <FromToConverter definition={speedConverter} names={names} />;
}
